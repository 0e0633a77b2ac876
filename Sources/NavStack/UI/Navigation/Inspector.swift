extension View {
  /// Shows `content` beside this view while `isPresented` is true, as SwiftUI's `inspector`.
  ///
  /// A trailing column 320 points wide (`CellScale`) when the window is as wide as a split
  /// view's columns need, a sheet when it is narrower, as iOS shows it in a compact width.
  /// Esc closes the sheet; the binding closes either.
  public func inspector<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: () -> V
  ) -> some View {
    InspectorLayout(isPresented: isPresented, content: self, inspector: content())
  }

  /// Accepted: the inspector's column is 320 points wide here, whatever its content asks.
  public func inspectorColumnWidth(_ width: Double) -> some View { self }

  /// Accepted: the inspector's column is 320 points wide here, whatever its content asks.
  public func inspectorColumnWidth(min: Double? = nil, ideal: Double, max: Double? = nil)
    -> some View
  { self }
}

/// A view and its inspector: side by side in a wide window, the inspector a sheet otherwise.
///
/// The view keeps its place in both, so its state lives on as the window is resized.
@usableFromInline struct InspectorLayout<Content: View, Inspector: View>: View {
  @Environment(\.windowWidth) private var windowWidth
  let isPresented: Binding<Bool>
  let content: Content
  let inspector: Inspector

  /// The column's width in points, SwiftUI's default.
  static var columnWidth: Double { 320 }

  @usableFromInline var body: some View {
    let wide = windowWidth >= NavigationSplitView<EmptyView, EmptyView, EmptyView>.expandedWidth
    let isPresented = self.isPresented
    let asSheet = Binding(
      get: { !wide && isPresented.wrappedValue },
      set: { isPresented.wrappedValue = $0 })
    HStack(spacing: 0) {
      content
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .sheet(isPresented: asSheet) { inspector }
      if wide && isPresented.wrappedValue {
        ColumnRule()
        inspector
          .padding(.horizontal, 10)
          .frame(width: Self.columnWidth, alignment: .leading)
          .frame(maxHeight: .infinity, alignment: .top)
      }
    }
  }
}

/// A vertical line between columns, as a split view draws between its columns.
struct ColumnRule: View, PrimitiveView {
  typealias Body = Never

  func update(node: ViewNode) { node.renderer = ColumnRuleRenderer() }
}

/// Draws `│` down the whole height it is given, one column wide.
struct ColumnRuleRenderer: NodeRenderer {
  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    Size(width: 1, height: proposal.height ?? 1)
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    guard rect.width > 0 else { return }
    for y in rect.y..<rect.maxY { context.draw("│", x: rect.x, y: y, style: .border) }
  }
  /// Draws from its node alone.
  var drawsOnlyItsNode: Bool { true }
}
