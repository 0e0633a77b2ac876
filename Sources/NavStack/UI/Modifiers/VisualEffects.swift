/// The content drawn only inside its frame (`.clipped()`, `.clipShape`, `.cornerRadius`):
/// what it draws past its edges, as an offset view does, is cut off.
@usableFromInline struct ClipModifier: ViewModifier, PrimitiveModifier {
  func update(node: ViewNode, content: any View) {
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = ClipRenderer()
  }
}

struct ClipRenderer: NodeRenderer {
  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    node.child(.content)?.sizeThatFits(proposal) ?? Size(width: 0, height: 0)
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    let saved = context.canvas.clip
    let outer = saved ?? context.canvas.bounds
    let x0 = max(rect.x, outer.x)
    let y0 = max(rect.y, outer.y)
    let x1 = min(rect.maxX, outer.maxX)
    let y1 = min(rect.maxY, outer.maxY)
    context.canvas.clip = Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    node.child(.content)?.render(in: rect, context: &context)
    context.canvas.clip = saved
  }
  /// Draws from its node alone.
  var drawsOnlyItsNode: Bool { true }
}

extension View {
  /// Draws the view only inside its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    modifier(ClipModifier())
  }

  /// Draws the view only inside `shape`: in cells, inside its frame, since a cell is either
  /// drawn or not and round corners would cut letters.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modifier(ClipModifier())
  }

  /// Draws the view only inside its frame, as SwiftUI's `cornerRadius` clips it; the corners
  /// stay square, as a cell cannot be cut.
  public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> some View {
    modifier(ClipModifier())
  }

  /// Accepted: a terminal cannot draw a soft shadow, and a hard one would read as a border.
  public func shadow(
    color: Color = .black.opacity(0.33), radius: Double, x: Double = 0, y: Double = 0
  ) -> some View {
    self
  }

  /// Scaled by `scale`: a terminal draws every character at one size, so only a scale of zero
  /// shows, hiding the view as SwiftUI's does (`.scaleEffect(isShown ? 1 : 0)`).
  public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> some View {
    modifier(OpacityModifier(isVisible: scale != 0))
  }

  /// Scaled along each axis: only a scale of zero shows, hiding the view.
  public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center)
    -> some View
  {
    modifier(OpacityModifier(isVisible: x != 0 && y != 0))
  }

  /// Accepted: a terminal's cells sit on one grid, so a view cannot be drawn turned.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    self
  }

  /// Accepted: a terminal's cells sit on one flat grid, so a view cannot be drawn turned.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center,
    anchorZ: Double = 0, perspective: Double = 1
  ) -> some View {
    self
  }

  /// Accepted: a terminal cannot blur a cell, and text blurred would not be read.
  public func blur(radius: Double, opaque: Bool = false) -> some View {
    self
  }
}
