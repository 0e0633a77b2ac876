extension ListController {
  /// The cells under the list in `rect` on `canvas`: those kept with the last drawing when the
  /// canvas holds them there still (drawing the list again puts them back first), else a copy.
  ///
  /// A list's rectangle is a screenful of cells: allocating one cost a page of new rows more
  /// than comparing it.
  func cellsUnder(_ rect: Rect, on canvas: Canvas) -> [Cell] {
    if let drawn, drawn.rect == rect, canvas.holds(drawn.under, in: rect) { return drawn.under }
    return canvas.cells(in: rect)
  }

  /// The cells of `rect` on `canvas`, copied into the storage the last drawing let go when it
  /// is of their size.
  ///
  /// That storage is held by nothing else once the patch that drew the list again returns
  /// (it hands the storage over as it lets the drawing go), so the copy is made in place.
  func keptCells(in rect: Rect, of canvas: Canvas) -> [Cell] {
    var cells = spareCells
    spareCells = []
    guard cells.count == rect.width * rect.height, !cells.isEmpty else {
      return canvas.cells(in: rect)
    }
    canvas.copy(lines: 0..<rect.height, of: rect, into: &cells)
    return cells
  }
}
