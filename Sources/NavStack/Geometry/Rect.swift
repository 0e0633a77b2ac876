/// A rectangle of cells; empty when either side is zero or less.
public struct Rect: Hashable, Sendable {
  /// The top left cell.
  public var origin: Point
  /// The width and height in cells.
  public var size: Size

  /// The rectangle whose top left cell is at column `x`, row `y`.
  public init(x: Int, y: Int, width: Int, height: Int) {
    origin = Point(x: x, y: y)
    size = Size(width: width, height: height)
  }

  /// The rectangle of `size` whose top left cell is `origin`.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// The leftmost column.
  public var x: Int { origin.x }
  /// The top row.
  public var y: Int { origin.y }
  /// The width in cells.
  public var width: Int { size.width }
  /// The height in rows.
  public var height: Int { size.height }
  /// The first column past the right edge.
  public var maxX: Int { origin.x + size.width }
  /// The first row past the bottom edge.
  public var maxY: Int { origin.y + size.height }
  /// Whether the rectangle holds no cell.
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  /// Whether the cell `p` lies inside the rectangle.
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
