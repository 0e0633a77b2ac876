/// The outline of a shape an app draws with a path (`Shape.path(in:)` in the SwiftUI module):
/// the path's subpaths as polygons in points, made for the size the shape is drawn at.
///
/// The path is made when the shape is drawn, as SwiftUI asks a shape for its path in the
/// frame it was given. Cells then show it as they show the built-in shapes: filled, the cells
/// whose centres fall inside take the colour; stroked, the cells the line crosses take a
/// box-drawing character that follows its direction (`─ │ ╱ ╲`).
public struct _PathOutline: Hashable, @unchecked Sendable {
  /// A point of a polygon, in points from the frame's top left.
  public typealias Point = (x: Double, y: Double)
  /// One subpath, flattened to straight lines, and whether it was closed.
  public typealias Polygon = (points: [Point], isClosed: Bool)

  /// Makes the polygons for a frame of the width and height given, in points.
  let polygons: @MainActor (Double, Double) -> [Polygon]

  /// An outline whose polygons `polygons` makes for a frame's width and height in points.
  public init(_ polygons: @escaping @MainActor (_ width: Double, _ height: Double) -> [Polygon]) {
    self.polygons = polygons
  }

  /// Never the same as another: the path may differ each time it is made, so a shape drawn
  /// again is drawn from its path again.
  public static func == (lhs: _PathOutline, rhs: _PathOutline) -> Bool { false }

  /// Hashes nothing: no two outlines are equal.
  public func hash(into hasher: inout Hasher) {}
}

extension _ShapeOutline {
  /// The outline of a path made for the frame it is drawn in.
  public static func _path(_ outline: _PathOutline) -> _ShapeOutline {
    _ShapeOutline(.path(outline))
  }
}

/// Draws a path's polygons in cells, as `ShapeRenderer` does for the built-in shapes.
@MainActor
struct PathCells {
  let polygons: [_PathOutline.Polygon]

  init(_ outline: _PathOutline, in area: Rect) {
    polygons = outline.polygons(
      CellScale.points(area.width, along: .horizontal),
      CellScale.points(area.height, along: .vertical))
  }

  /// Whether the point is inside the path, by the nonzero winding rule that SwiftUI fills by.
  func contains(x: Double, y: Double) -> Bool {
    var winding = 0
    for polygon in polygons where polygon.points.count > 2 {
      let points = polygon.points
      for index in points.indices {
        let a = points[index]
        let b = points[(index + 1) % points.count]
        if a.y <= y {
          if b.y > y && Self.side(a, b, x: x, y: y) > 0 { winding += 1 }
        } else if b.y <= y && Self.side(a, b, x: x, y: y) < 0 {
          winding -= 1
        }
      }
    }
    return winding != 0
  }

  /// Which side of the line from `a` to `b` the point is on: positive on the left.
  private static func side(_ a: _PathOutline.Point, _ b: _PathOutline.Point, x: Double, y: Double)
    -> Double
  {
    (b.x - a.x) * (y - a.y) - (x - a.x) * (b.y - a.y)
  }

  /// The cells that draw each line of the path, with the character that draws it there, in
  /// cells from the area's top left; the first line through a cell keeps it.
  ///
  /// A line takes one cell in each row it crosses when it runs more down than across, one in
  /// each column otherwise, so that a slanted side is one character thick.
  func strokeCells(width: Int, height: Int) -> [(x: Int, y: Int, glyph: Character)] {
    var cells: [(x: Int, y: Int, glyph: Character)] = []
    var taken: Set<Int> = []
    func take(_ x: Double, _ y: Double, _ glyph: Character) {
      // A line on the frame's far edge is drawn in the last cell inside it.
      let column = min(Int(x.rounded(.down)), width - 1)
      let row = min(Int(y.rounded(.down)), height - 1)
      guard column >= 0, row >= 0, taken.insert(row * width + column).inserted else { return }
      cells.append((column, row, glyph))
    }
    for polygon in polygons {
      var points = polygon.points
      if polygon.isClosed, let first = points.first { points.append(first) }
      for (a, b) in zip(points, points.dropFirst()) {
        // In cells, where a line's direction on screen decides its character.
        let x0 = a.x / CellScale.pointsPerColumn
        let y0 = a.y / CellScale.pointsPerRow
        let x1 = b.x / CellScale.pointsPerColumn
        let y1 = b.y / CellScale.pointsPerRow
        let glyph = Self.glyph(dx: x1 - x0, dy: y1 - y0)
        if x1 == x0 && y1 == y0 { continue }
        if abs(y1 - y0) >= abs(x1 - x0) {
          // Each row's centre between the ends, or the start's row for a short line.
          let rows = Self.centres(from: y0, to: y1)
          for y in rows { take(x0 + (x1 - x0) * (y - y0) / (y1 - y0), y, glyph) }
          if rows.isEmpty { take(x0, y0, glyph) }
        } else {
          let columns = Self.centres(from: x0, to: x1)
          for x in columns { take(x, y0 + (y1 - y0) * (x - x0) / (x1 - x0), glyph) }
          if columns.isEmpty { take(x0, y0, glyph) }
        }
      }
    }
    return cells
  }

  /// The cell centres (n + 0.5) between two coordinates, in the order from one to the other.
  private static func centres(from start: Double, to end: Double) -> [Double] {
    let low = min(start, end)
    let high = max(start, end)
    var first = (low - 0.5).rounded(.up)
    var result: [Double] = []
    while first + 0.5 <= high {
      result.append(first + 0.5)
      first += 1
    }
    return start <= end ? result : result.reversed()
  }

  /// The dashed form of a line's character, for a stroke with a dash.
  static func dashed(_ glyph: Character) -> Character {
    switch glyph {
    case "─": "┄"
    case "│": "┆"
    default: glyph
    }
  }

  /// The box-drawing character of a line going `dx` columns across and `dy` rows down.
  static func glyph(dx: Double, dy: Double) -> Character {
    if abs(dy) <= abs(dx) * 0.4 { return "─" }
    if abs(dx) <= abs(dy) * 0.4 { return "│" }
    return (dx > 0) == (dy > 0) ? "╲" : "╱"
  }
}
