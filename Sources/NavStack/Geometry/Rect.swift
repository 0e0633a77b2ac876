/// A rectangle of cells; empty when either side is zero or less.
public struct Rect: Hashable, Sendable {
  public var origin: Point
  public var size: Size

  public init(x: Int, y: Int, width: Int, height: Int) {
    origin = Point(x: x, y: y)
    size = Size(width: width, height: height)
  }

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public var x: Int { origin.x }
  public var y: Int { origin.y }
  public var width: Int { size.width }
  public var height: Int { size.height }
  public var maxX: Int { origin.x + size.width }
  public var maxY: Int { origin.y + size.height }
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  public func contains(_ p: Point) -> Bool {
    p.x >= x && p.x < maxX && p.y >= y && p.y < maxY
  }

  /// The rectangle shrunk by `dx` columns and `dy` rows on each side.
  public func insetBy(dx: Int, dy: Int) -> Rect {
    Rect(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
  }

  /// One row of this rectangle, `row` counted from its top.
  public func row(_ row: Int) -> Rect { Rect(x: x, y: y + row, width: width, height: 1) }
}
