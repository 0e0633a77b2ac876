/// The bar at the right edge of a scrolled region: a thumb whose length and place show how
/// much of the content is in sight and where; a click above or below it turns a page.
@MainActor
enum ScrollIndicator {
  /// The thumb's rows within `height`, for content of `total` rows seen from `offset`.
  static func thumb(offset: Int, page height: Int, total: Int) -> Range<Int> {
    guard total > height, height > 0 else { return 0..<height }
    let length = max(1, height * height / total)
    let travel = height - length
    let start = (offset * travel + (total - height) / 2) / (total - height)
    return min(start, travel)..<(min(start, travel) + length)
  }

  /// Draws the indicator in the column `x` from row `y`, `height` rows, when the content is
  /// taller than that.
  static func draw(
    x: Int, y: Int, height: Int, offset: Int, total: Int, in canvas: inout Canvas
  ) {
    guard total > height, height > 0 else { return }
    let thumb = thumb(offset: offset, page: height, total: total)
    let track = Cell(code: 0x2502, style: .muted)  // │
    let thumbCell = Cell(code: 0x2503, style: .plain)  // ┃
    canvas.put(track, x: x, rows: y..<y + thumb.lowerBound)
    canvas.put(thumbCell, x: x, rows: y + thumb.lowerBound..<y + thumb.upperBound)
    canvas.put(track, x: x, rows: y + thumb.upperBound..<y + height)
  }

  /// The page a click at `row` (within the region) turns: -1 above the thumb, 1 below, 0 on it.
  static func page(at row: Int, offset: Int, page height: Int, total: Int) -> Int {
    let thumb = thumb(offset: offset, page: height, total: total)
    if row < thumb.lowerBound { return -1 }
    if row >= thumb.upperBound { return 1 }
    return 0
  }
}
