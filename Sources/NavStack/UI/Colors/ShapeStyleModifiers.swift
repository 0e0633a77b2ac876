/// Sets the foreground, and its levels, for the content (`foregroundStyle`), each style
/// resolved where the modifier is.
@usableFromInline
struct ForegroundStyleModifier<Primary: ShapeStyle, Secondary: ShapeStyle, Tertiary: ShapeStyle>:
  ViewModifier, PrimitiveModifier
{
  let primary: Primary
  let secondary: Secondary?
  let tertiary: Tertiary?

  @usableFromInline init(primary: Primary, secondary: Secondary?, tertiary: Tertiary?) {
    self.primary = primary
    self.secondary = secondary
    self.tertiary = tertiary
  }

  func update(node: ViewNode, content: any View) {
    // Resolved only when the environment above or the styles change: the styles themselves
    // are the token, so a section header's `.secondary` is not looked up on every update.
    let modifier = self
    node.deriveChildEnvironment(token: self) { values in modifier.apply(to: &values) }
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = PassthroughRenderer()
  }

  /// The styles resolved in `values`, set in it for the content.
  private func apply(to values: inout EnvironmentValues) {
    let first = primary._paint(in: values)
    if let secondary {
      var levels = [first, secondary._paint(in: values)]
      if let tertiary { levels.append(tertiary._paint(in: values)) }
      values.foregroundLevels = levels
    }
    values.textStyle = values.textStyle.adding(first.textStyle)
  }
}

/// Sets the tint (`.tint`), resolved where the modifier is.
@usableFromInline struct TintModifier<Tint: ShapeStyle>: ViewModifier, PrimitiveModifier {
  let tint: Tint?

  @usableFromInline init(tint: Tint?) { self.tint = tint }

  func update(node: ViewNode, content: any View) {
    let color = tint?._paint(in: node.environment)
    node.deriveChildEnvironment(token: color.map { [$0] } ?? []) { $0.tint = color }
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = PassthroughRenderer()
  }
}

/// Sets the background style (`.backgroundStyle`), resolved where the modifier is.
@usableFromInline
struct BackgroundStyleModifier<Background: ShapeStyle>: ViewModifier, PrimitiveModifier {
  let style: Background

  func update(node: ViewNode, content: any View) {
    let color = style._paint(in: node.environment)
    node.deriveChildEnvironment(token: color) { $0.backgroundStyle = color }
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = PassthroughRenderer()
  }
}

/// A style filling the frame it is given, as a colour does: the layer of `.background(.red)`.
@usableFromInline struct StyleFill<Fill: ShapeStyle>: View, PrimitiveView {
  let style: Fill
  @usableFromInline typealias Body = Never

  func update(node: ViewNode) {
    node.renderer = FillRenderer(style: style._paint(in: node.environment).fillStyle)
  }
}

extension View {
  /// Text, symbols and shapes inside painted with `style`: a colour, `.secondary` (the
  /// foreground dimmed), `.tint`, or a gradient's first colour.
  @inlinable public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(
      ForegroundStyleModifier<S, Color, Color>(primary: style, secondary: nil, tertiary: nil))
  }

  /// The foreground and its second level (what `.secondary` paints inside).
  @inlinable public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(
    _ primary: S1, _ secondary: S2
  )
    -> some View
  {
    modifier(
      ForegroundStyleModifier<S1, S2, Color>(primary: primary, secondary: secondary, tertiary: nil)
    )
  }

  /// The foreground and its second and third levels.
  @inlinable public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    modifier(
      ForegroundStyleModifier(primary: primary, secondary: secondary, tertiary: tertiary))
  }

  /// The tint of the controls inside (prominent buttons, switches, `.tint` as a style); nil
  /// keeps the accent.
  @inlinable public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    modifier(TintModifier(tint: tint))
  }

  /// The tint of the controls inside; nil keeps the accent.
  @inlinable public func tint(_ tint: Color?) -> some View {
    modifier(TintModifier(tint: tint))
  }

  /// The tint of the controls inside, as the older name of `tint(_:)`.
  public func accentColor(_ accentColor: Color?) -> some View {
    modifier(TintModifier(tint: accentColor))
  }

  /// Fills the view's frame under it with `style`; the edges are accepted, since a terminal
  /// window has no safe area.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    modifier(
      OverlayModifier(layer: StyleFill(style: style), alignment: .center, isBackground: true))
  }

  /// Fills the view's frame over it with `style`.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    modifier(
      OverlayModifier(layer: StyleFill(style: style), alignment: .center, isBackground: false))
  }

  /// The style `.background` paints inside, as a style.
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(BackgroundStyleModifier(style: style))
  }
}
