/// How a shape is drawn in cells: its kind and, for a stroked shape, its line.
public struct _ShapeOutline: Hashable, Sendable {
  enum Kind: Hashable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case ellipse
    case capsule
    /// A path an app's shape makes for the frame it is drawn in.
    case path(_PathOutline)
  }

  let kind: Kind
  /// Set for a stroked shape (`stroke(lineWidth:)`): the line is drawn rather than the inside.
  var line: Line?

  /// The line of a stroke: dashed when its style has a dash.
  struct Line: Hashable {
    var isDashed = false
  }

  init(_ kind: Kind) { self.kind = kind }

  /// The same outline, stroked.
  func stroked(_ style: StrokeStyle = StrokeStyle()) -> _ShapeOutline {
    var copy = self
    copy.line = Line(isDashed: !style.dash.isEmpty)
    return copy
  }
}
