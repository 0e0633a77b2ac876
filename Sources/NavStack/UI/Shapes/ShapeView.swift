/// A shape drawn in a style: what a shape is on its own, and what `.fill` and `.stroke` make.
///
/// The style is resolved where the shape is, so `.foregroundColor` around it paints it.
@usableFromInline struct ShapeView<Style: ShapeStyle>: View, PrimitiveView {
  let outline: _ShapeOutline
  let style: Style
  @usableFromInline typealias Body = Never

  func update(node: ViewNode) {
    let color = style._paint(in: node.environment)
    if let current = node.renderer as? ShapeRenderer, current.outline == outline,
      current.color == color
    {
      return
    }
    node.renderer = ShapeRenderer(outline: outline, color: color)
  }
}
