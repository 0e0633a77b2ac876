/// A view made from the space it is given, as SwiftUI's `GeometryReader`: it takes all the
/// space offered and hands its content a `GeometryProxy` of that size, in points.
///
/// Cells become points through `CellScale` (a column is 10 points, a row 20), so a length the
/// content works out from the proxy (`proxy.size.width / 2`) goes back to the cells it came
/// from. The content is made again when the size it was made for changes, in the frame that
/// draws it at the new size. Offered no height (inside a `ScrollView`), it is one row tall,
/// as SwiftUI's is 10 points.
public struct GeometryReader<Content: View>: View {
  let content: (GeometryProxy) -> Content

  /// A view made by `content` for the space it is given.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  /// A primitive view.
  public typealias Body = Never
}

/// The size and place a `GeometryReader` is given, in points, as SwiftUI's `GeometryProxy`.
///
/// Its sizes are a type of its own, with `width` and `height` as `Double`: the library does
/// not link Foundation, where `CGSize` lives, so `proxy.size.width * 0.8` works as written,
/// and a `CGSize` is made with `CGSize(width: proxy.size.width, height: proxy.size.height)`.
public struct GeometryProxy: Sendable {
  /// A width and a height in points.
  public struct Size: Hashable, Sendable {
    /// Points across.
    public var width: Double
    /// Points down.
    public var height: Double
  }

  /// A rectangle in points.
  public struct Frame: Hashable, Sendable {
    /// The left edge.
    public var minX: Double
    /// The top edge.
    public var minY: Double
    /// Points across.
    public var width: Double
    /// Points down.
    public var height: Double
    /// The right edge.
    public var maxX: Double { minX + width }
    /// The bottom edge.
    public var maxY: Double { minY + height }
    /// The middle, across.
    public var midX: Double { minX + width / 2 }
    /// The middle, down.
    public var midY: Double { minY + height / 2 }
    /// The size.
    public var size: Size { Size(width: width, height: height) }
  }

  /// The space given, in points.
  public let size: Size
  /// Where the reader was drawn in the window, in points.
  let origin: (x: Double, y: Double)

  /// No safe area: a terminal draws to its edges.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The reader's rectangle: at the origin for `.local`, where the window drew it otherwise.
  public func frame(in coordinateSpace: CoordinateSpace) -> Frame {
    switch coordinateSpace {
    case .local: return Frame(minX: 0, minY: 0, width: size.width, height: size.height)
    case .global, .named:
      return Frame(minX: origin.x, minY: origin.y, width: size.width, height: size.height)
    }
  }

  init(cells rect: Rect) {
    size = Size(
      width: CellScale.points(rect.width, along: .horizontal),
      height: CellScale.points(rect.height, along: .vertical))
    origin = (
      CellScale.points(rect.x, along: .horizontal), CellScale.points(rect.y, along: .vertical)
    )
  }
}

/// Where a proxy's frame is measured from, as SwiftUI's `CoordinateSpace`; a named space is
/// the window's, since a terminal has one.
public enum CoordinateSpace: Hashable, Sendable {
  /// The window.
  case global
  /// The view itself.
  case local
  /// A space named by `.coordinateSpace(name:)`: the window here.
  case named(String)
}

/// The rectangle a reader's content was last made for.
@MainActor
final class GeometryState {
  var rect = Rect(x: 0, y: 0, width: 0, height: 0)
}

extension GeometryReader: PrimitiveView {
  func update(node: ViewNode) {
    let state = (node.primitiveState as? GeometryState) ?? GeometryState()
    if node.primitiveState !== state { node.primitiveState = state }
    node.updateChild(.content, with: content(GeometryProxy(cells: state.rect)))
    node.keepChildren([.content])
    node.renderer = GeometryRenderer(state: state)
  }
}

/// Takes the space offered; drawn at another rectangle than its content was made for, it makes
/// the content again first.
struct GeometryRenderer: NodeRenderer {
  let state: GeometryState

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    if rect != state.rect {
      state.rect = rect
      if let graph = node.graph { graph.withActive { node.rebuild() } } else { node.rebuild() }
    }
    guard let content = node.child(.content) else { return }
    let size = content.sizeThatFits(ProposedSize(rect.size))
    content.render(in: Alignment.topLeading.place(size, in: rect), context: &context)
  }
}

extension GeometryReader {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}
