/// Lays out and draws a node as its one child: for modifiers that only change the
/// environment or declare, and for views that choose which child they show (a nested stack's
/// root, a collapsed split view, content wrapped in a stack or not).
///
/// The child is named by its part's name rather than by a whole `ChildKey`: a name fits in
/// an existential's inline buffer, so the renderer an update sets on every frame and every
/// row is stored without a box.
struct PassthroughRenderer: NodeRenderer {
  /// The name of the child's part, `.part(name)`.
  let part: StaticString

  /// Draws the child under `part`; by default the content a modifier wraps.
  init(part: StaticString = "content") {
    self.part = part
  }

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    node.child(.part(part))?.sizeThatFits(proposal) ?? Size(width: 0, height: 0)
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    node.child(.part(part))?.render(in: rect, context: &context)
  }

  /// Draws from its node alone.
  var drawsOnlyItsNode: Bool { true }
}
