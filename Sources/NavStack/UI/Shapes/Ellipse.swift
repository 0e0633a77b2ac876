/// An ellipse filling its frame, as SwiftUI's `Ellipse`: filled, the cells inside it; stroked,
/// a rounded box.
public struct Ellipse: InsettableShape {
  /// An ellipse.
  public init() {}
  /// An ellipse's outline.
  public var _outline: _ShapeOutline { _ShapeOutline(.ellipse) }
}

extension Shape where Self == Ellipse {
  /// An ellipse, as `.clipShape(.ellipse)` writes it.
  public static var ellipse: Ellipse { Ellipse() }
}
