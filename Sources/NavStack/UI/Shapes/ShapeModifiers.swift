/// A shape stroked rather than filled, as `stroke(lineWidth:)` makes it: filling it paints
/// its line (`Circle().stroke(lineWidth: 2).fill(.red)`, or its foreground).
public struct _StrokedShape<Base: Shape>: Shape {
  let base: Base
  let style: StrokeStyle

  /// The base's outline, stroked.
  public var _outline: _ShapeOutline { base._outline.stroked(style) }
}

extension Shape {
  /// The shape filled with `content`: the foreground by default, a colour, `.tint`, a
  /// gradient's first colour.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> some View
  {
    ShapeView(outline: _outline, style: content)
  }

  /// The shape's outline drawn in `content` with box-drawing characters; the width is
  /// accepted, as a terminal has one width of line.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: Double = 1, antialiased: Bool = true)
    -> some View
  {
    ShapeView(outline: _outline.stroked(), style: content)
  }

  /// The shape's outline drawn in `content`, dashed when `style` has a dash.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> some View
  {
    ShapeView(outline: _outline.stroked(style), style: content)
  }

  /// The shape's outline, as a shape its fill or foreground paints.
  public func stroke(lineWidth: Double = 1) -> _StrokedShape<Self> {
    _StrokedShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline in `style`, as a shape its fill or foreground paints.
  public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
    _StrokedShape(base: self, style: style)
  }
}

extension InsettableShape {
  /// The outline drawn inside the frame in `content`: in cells, as `stroke` draws it.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: Double = 1, antialiased: Bool = true
  ) -> some View {
    ShapeView(outline: _outline.stroked(), style: content)
  }

  /// The outline drawn inside the frame in `content`, dashed when `style` has a dash.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> some View {
    ShapeView(outline: _outline.stroked(style), style: content)
  }

  /// The outline drawn inside the frame, as a shape its fill or foreground paints.
  public func strokeBorder(lineWidth: Double = 1, antialiased: Bool = true) -> some View {
    ShapeView(outline: _outline.stroked(), style: ForegroundStyle())
  }

  /// The same shape: a stroke in cells is drawn inside the frame already, one cell wide.
  public func inset(by amount: Double) -> Self { self }
}

extension View {
  /// Fills the view's frame under it with `style` in `shape`, as SwiftUI's
  /// `background(_:in:fillStyle:)`.
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    background(shape.fill(style))
  }

  /// Fills the view's frame under it with the background style in `shape`.
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    background(shape.fill(BackgroundStyle()))
  }

  /// Fills the view's frame over it with `style` in `shape`.
  public func overlay<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    overlay(shape.fill(style))
  }
}
