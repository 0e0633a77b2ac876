/// How SwiftUI's points become terminal cells: a column is 10 points wide and a row 20 points
/// tall, about a cell of a terminal font at SwiftUI's body size (R51).
///
/// SwiftUI code is written in points, and a terminal draws whole cells, a cell twice as tall as
/// it is wide. Every length a view or modifier takes in points goes through this one scale, so
/// `.padding(.horizontal, 50)` is five columns a side rather than fifty, and `spacing: 20` is one
/// row. Two rounding rules, after what the length is for:
///
/// - A **size** (a frame's width or height and its bounds) is rounded to the nearest cell, and
///   a size above zero takes at least one cell, so a view given a size shows:
///   `frame(height: 55)` is 3 rows, `frame(width: 300)` 30 columns, `frame(width: 4)` 1 column.
/// - A **gap** (padding, stack spacing, a spacer's minimum length, an offset) counts whole cells
///   only, rounded toward zero, since blank cells are dear and a gap below a cell is not
///   needed to tell views apart: `.padding()`'s 16 points are one column and no row, as
///   `.padding(16)`'s are, `spacing: 8` is no row and `spacing: 20` one.
///
/// `.infinity` is as much as offered.
public enum CellScale {
  /// The points one column stands for.
  public static let pointsPerColumn = 10.0
  /// The points one row stands for.
  public static let pointsPerRow = 20.0

  /// Cells for a view's size along `axis`: the nearest whole cell, at least one above zero.
  public static func size(_ points: Double, along axis: Axis) -> Int {
    if points.isInfinite || points >= Double(unboundedExtent) { return unboundedExtent }
    if points.isNaN || points <= 0 { return 0 }
    return max(1, Int((points / perCell(axis)).rounded()))
  }

  /// Cells for a gap along `axis`: whole cells only, rounded toward zero, sign kept.
  public static func gap(_ points: Double, along axis: Axis) -> Int {
    if points.isNaN { return 0 }
    if points.isInfinite || abs(points) >= Double(unboundedExtent) {
      return points > 0 ? unboundedExtent : -unboundedExtent
    }
    return Int((points / perCell(axis)).rounded(.towardZero))
  }

  private static func perCell(_ axis: Axis) -> Double {
    axis == .horizontal ? pointsPerColumn : pointsPerRow
  }
}

extension CellScale {
  /// The points `cells` stand for along `axis`: what a view measuring itself in points (a
  /// `GeometryReader`) is told, so that a length it computes goes back to the same cells.
  public static func points(_ cells: Int, along axis: Axis) -> Double {
    Double(cells) * (axis == .horizontal ? pointsPerColumn : pointsPerRow)
  }
}
