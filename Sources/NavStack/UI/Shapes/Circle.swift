/// The largest circle that fits its frame, centred, as SwiftUI's `Circle`.
///
/// A cell is twice as tall as it is wide, so a circle is twice as many columns as rows
/// (`CellScale`). A circle of one row is a dot, `●` filled and `○` stroked, as a status light
/// is drawn; a larger one fills the cells inside it, or is stroked as a rounded box.
public struct Circle: InsettableShape {
  /// A circle.
  public init() {}
  /// A circle's outline.
  public var _outline: _ShapeOutline { _ShapeOutline(.circle) }
}

extension Shape where Self == Circle {
  /// A circle, as `.clipShape(.circle)` writes it.
  public static var circle: Circle { Circle() }
}
