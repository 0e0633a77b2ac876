/// A rectangle filling its frame, as SwiftUI's `Rectangle`: coloured cells when filled, a box
/// of `┌─┐` when stroked.
public struct Rectangle: InsettableShape {
  /// A rectangle.
  public init() {}
  /// A rectangle's outline.
  public var _outline: _ShapeOutline { _ShapeOutline(.rectangle) }
}

extension Shape where Self == Rectangle {
  /// A rectangle, as `.clipShape(.rect)` and `.contentShape(.rect)` write it.
  public static var rect: Rectangle { Rectangle() }
}
