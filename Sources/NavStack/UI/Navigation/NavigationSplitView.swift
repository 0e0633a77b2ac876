/// Two or three columns, as SwiftUI's `NavigationSplitView` (R46): side by side, each with
/// its own bar, when the window is at least 120 columns wide; narrower, one stack whose
/// screens are the columns, the next pushed while the one before holds a selection.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail

  /// Three columns.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// Three columns, with column visibility (accepted; every column is shown when wide).
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }

  /// The window width from which the columns show side by side.
  public static var expandedWidth: Int { 120 }

  /// A primitive view.
  public typealias Body = Never
}

extension NavigationSplitView where Content == EmptyView {
  /// Two columns.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    self.content = nil
    self.detail = detail()
  }

  /// Two columns, with column visibility (accepted).
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }
}

/// Which columns of a split view show, as SwiftUI's; a terminal shows all of them when wide.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
  let raw: Int
  /// As the system decides.
  public static let automatic = NavigationSplitViewVisibility(raw: 0)
  /// Every column.
  public static let all = NavigationSplitViewVisibility(raw: 1)
  /// Content and detail.
  public static let doubleColumn = NavigationSplitViewVisibility(raw: 2)
  /// The detail only.
  public static let detailOnly = NavigationSplitViewVisibility(raw: 3)
}

struct WindowWidthKey: EnvironmentKey {
  static let defaultValue = 80
}

extension EnvironmentValues {
  /// The window's width in cells, for views that change shape with it (split views).
  var windowWidth: Int {
    get { self[WindowWidthKey.self] }
    set { self[WindowWidthKey.self] = newValue }
  }
}

extension NavigationSplitView: PrimitiveView {
  private var columns: [any View] {
    if let content { return [sidebar, content, detail] }
    return [sidebar, detail]
  }

  func update(node: ViewNode) {
    let wide = node.environment.windowWidth >= Self.expandedWidth
    if wide {
      var keys: [ChildKey] = []
      for (index, column) in columns.enumerated() {
        let key = ChildKey.part("column", number: index)
        node.updateChild(
          key, with: NavigationStack { SplitColumnContent(content: column) })
        keys.append(key)
      }
      node.keepChildren(keys)
      node.renderer = SplitColumnsRenderer(count: columns.count)
    } else {
      node.updateChild(
        .part("collapsed"),
        with: CollapsedSplit(
          columns: columns.map { AnyView(SplitColumnContent(content: $0)) }))
      node.keepChildren([.part("collapsed")])
      node.renderer = PassthroughRenderer(part: "collapsed")
    }
  }
}

/// The collapsed form: a stack whose root is the sidebar, each later column pushed while the
/// column before it holds a selection; Back clears that selection.
struct CollapsedSplit: View, PrimitiveView {
  let columns: [AnyView]

  typealias Body = Never

  func update(node: ViewNode) {
    let stack = NavigationStack { columns.first ?? AnyView(EmptyView()) }
    let child = node.updateChild(.content, with: stack)
    node.keepChildren([.content])
    (child.primitiveState as? StackController)?.columnChain = Array(columns.dropFirst())
    node.renderer = PassthroughRenderer()
  }
}

/// Side-by-side columns: the sidebar a quarter of the width, the rest shared, `│` between.
struct SplitColumnsRenderer: NodeRenderer {
  let count: Int

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    proposal.replacingUnspecified(with: Size(width: 120, height: 24))
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    let separators = count - 1
    let usable = max(0, rect.width - separators)
    var widths = [max(20, usable / 4)]
    let rest = usable - widths[0]
    for index in 1..<count {
      widths.append(
        index == count - 1
          ? rest - (rest / max(1, count - 1)) * (count - 2) : rest / max(1, count - 1))
    }
    var x = rect.x
    for index in 0..<count {
      let column = Rect(x: x, y: rect.y, width: widths[index], height: rect.height)
      let clip = context.canvas.clip
      context.canvas.clip = column
      node.child(.part("column", number: index))?.render(in: column, context: &context)
      context.canvas.clip = clip
      x += widths[index]
      if index < count - 1 {
        for y in rect.y..<rect.maxY { context.canvas.draw("│", x: x, y: y, style: .border) }
        x += 1
      }
    }
  }
}
