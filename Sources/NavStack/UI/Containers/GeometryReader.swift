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
      node.rebuild()
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
