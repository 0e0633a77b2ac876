/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`: a box of `╭─╮` when
/// stroked; filled, its corner cells are left out only where the radius is larger than a cell.
public struct RoundedRectangle: InsettableShape {
  /// The corners' radius in points.
  public var cornerSize: Double
  /// The corners' curve.
  public var style: RoundedCornerStyle

  /// A rectangle whose corners have a radius of `cornerRadius` points.
  public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
    cornerSize = cornerRadius
    self.style = style
  }

  /// The outline, its radius in points.
  public var _outline: _ShapeOutline { _ShapeOutline(.roundedRectangle(cornerRadius: cornerSize)) }
}

/// How a rounded corner curves, as SwiftUI's `RoundedCornerStyle`; cells draw both alike.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// A quarter circle.
  case circular
  /// A smoother curve.
  case continuous
}

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle, as `.clipShape(.rect(cornerRadius: 8))` writes it.
  public static func rect(cornerRadius: Double, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}
