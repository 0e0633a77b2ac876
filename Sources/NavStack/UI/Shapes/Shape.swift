/// A shape, as SwiftUI's `Shape`: a view that fills the space it is offered, drawn in cells.
///
/// A shape is one of SwiftUI's built-in outlines (rectangle, rounded rectangle, circle,
/// ellipse, capsule) or a path an app's own shape makes (`path(in:)`, declared in the SwiftUI
/// module with Core Graphics' types), each drawn the way cells can: filled as coloured cells,
/// stroked with box-drawing characters. On its own a shape is filled with the
/// foreground, as in SwiftUI (`Circle().foregroundColor(.red)`).
public protocol Shape: View {
  /// The outline as cells draw it; every built-in shape has one.
  var _outline: _ShapeOutline { get }
}

/// A shape that can be stroked inside its frame, as SwiftUI's `InsettableShape`.
///
/// In cells a stroke is always drawn inside the frame, so `strokeBorder` and `stroke` draw
/// alike.
public protocol InsettableShape: Shape {}

extension Shape {
  /// Draws the shape filled with its foreground, as SwiftUI's shapes do on their own.
  public var body: some View { ShapeView(outline: _outline, style: ForegroundStyle()) }
}

/// How a fill treats overlapping parts, as SwiftUI's `FillStyle`: a terminal's shapes do not
/// overlap themselves, so the rule changes nothing.
public struct FillStyle: Hashable, Sendable {
  /// Even-odd filling.
  public var isEOFilled: Bool
  /// Smoothed edges.
  public var isAntialiased: Bool

  /// A fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// How a line's ends look, as Core Graphics' `CGLineCap` that SwiftUI's `StrokeStyle` takes.
public enum CGLineCap: Int32, Hashable, Sendable {
  /// Cut square at the end.
  case butt
  /// Rounded.
  case round
  /// Squared past the end.
  case square
}

/// How a line's corners look, as Core Graphics' `CGLineJoin` that SwiftUI's `StrokeStyle` takes.
public enum CGLineJoin: Int32, Hashable, Sendable {
  /// Pointed.
  case miter
  /// Rounded.
  case round
  /// Cut off.
  case bevel
}
