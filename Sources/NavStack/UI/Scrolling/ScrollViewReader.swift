/// Gives its content a proxy that scrolls the scroll views inside to a view, as SwiftUI's
/// `ScrollViewReader`.
///
/// The view scrolled to is one marked with `.id(_:)` inside a `ScrollView` under the reader:
/// the frame after `scrollTo` draws the scroll view at that view, and focus moves into sight
/// as a page turn moves it.
public struct ScrollViewReader<Content: View>: View {
  @State private var targets = ScrollTargets()
  let content: (ScrollViewProxy) -> Content

  /// A reader whose content is made with its proxy.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  /// The content, made with the proxy, with the reader's targets in its environment.
  public var body: some View {
    content(ScrollViewProxy(targets: targets)).environment(\.scrollTargets, targets)
  }
}

/// Scrolls the scroll views of its reader, as SwiftUI's `ScrollViewProxy`.
@MainActor
public struct ScrollViewProxy {
  let targets: ScrollTargets

  /// Scrolls to the view marked `.id(id)`: with no anchor, as little as shows it whole; with
  /// one, so that the anchor's point of the view lies at the same point of the scroll view
  /// (`.top` at the top, `.center` in the middle, `.bottom` at the bottom).
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    targets.request = (AnyHashable(id), anchor)
    for node in targets.scrollViews.allObjects { node.invalidateLayout() }
  }
}

/// What a reader asked its scroll views to show, and where the view asked for was drawn.
@MainActor
final class ScrollTargets: GraphComparable {
  /// The id to scroll to, and where to put it, until a scroll view shows it.
  var request: (id: AnyHashable, anchor: UnitPoint?)?
  /// Where the requested view was drawn in the last scroll view's content, in content rows.
  var found: Rect?
  /// The scroll views under the reader that drew since the request.
  let scrollViews = WeakNodes()

  func isSame(as other: ScrollTargets) -> Bool { self === other }
}

/// Nodes held weakly, so a scroll view that leaves is not kept.
@MainActor
final class WeakNodes {
  private var boxes: [WeakNode] = []
  private final class WeakNode {
    weak var node: ViewNode?; init(_ node: ViewNode) { self.node = node }
  }

  /// The nodes still alive.
  var allObjects: [ViewNode] { boxes.compactMap(\.node) }

  /// Adds `node` unless it is there.
  func insert(_ node: ViewNode) {
    boxes.removeAll { $0.node == nil }
    if !boxes.contains(where: { $0.node === node }) { boxes.append(WeakNode(node)) }
  }
}

private struct ScrollTargetsKey: EnvironmentKey {
  static var defaultValue: ScrollTargets? { nil }
}

extension EnvironmentValues {
  /// The reader above, whose `.id` views note where they are drawn.
  var scrollTargets: ScrollTargets? {
    get { self[ScrollTargetsKey.self] }
    set { self[ScrollTargetsKey.self] = newValue }
  }
}

/// Draws the one view a `.id` marks inside a `ScrollViewReader`, noting where when it is the
/// view a proxy asked for; measured and drawn as the view itself.
struct IdentifiedRenderer: NodeRenderer {
  let id: AnyHashable
  let targets: ScrollTargets

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    node.children.first?.layoutChildren.first?.sizeThatFits(proposal) ?? Size(width: 0, height: 0)
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    if let request = targets.request, request.id == id { targets.found = rect }
    node.children.first?.layoutChildren.first?.render(in: rect, context: &context)
  }

  func flexibility(vertical: Bool, across: Int?, node: ViewNode) -> Int? {
    node.children.first?.layoutChildren.first?.flexibility(vertical: vertical, across: across)
  }

  func setsControlsBesideViews(node: ViewNode) -> Bool? { nil }
}

extension ScrollState {
  /// Scrolls to show `rect` (content rows) as `anchor` says, then moves focus into sight as a
  /// page turn does.
  func show(_ rect: Rect, anchor: UnitPoint?) {
    if let anchor {
      let point = Double(rect.y) + Double(rect.height) * anchor.y
      offset = Int((point - Double(pageHeight) * anchor.y).rounded())
    } else if rect.maxY > offset + pageHeight {
      offset = rect.maxY - pageHeight
    } else if rect.y < offset {
      offset = rect.y
    }
    offset = min(maxOffset, max(0, offset))
    focusInSight()
  }
}
