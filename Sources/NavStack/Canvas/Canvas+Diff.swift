/// Comparing two frames, for a terminal that sends only what changed.
extension Canvas {
  /// The columns of row `y`, among the first `width`, whose cells differ from the same row of
  /// `previous`; nil when none do. The span is widened so that it never starts or ends in the
  /// middle of a wide character. Both canvases must have the same size.
  ///
  /// Cells are compared bit for bit (`Cell.isIdentical`), over raw buffers: this runs for every
  /// row of every frame, and most rows have not changed.
  public func changedColumns(ofRow y: Int, from previous: Canvas, width: Int) -> Range<Int>? {
    let width = min(width, size.width)
    guard previous.size == size, y >= 0, y < size.height, width > 0 else { return nil }
    let base = y * size.width
    return cells.withUnsafeBufferPointer { new in
      previous.cells.withUnsafeBufferPointer { old in
        var first = 0
        while first < width && new[base + first].isIdentical(to: old[base + first]) { first += 1 }
        if first == width { return nil }
        var last = width - 1
        while last > first && new[base + last].isIdentical(to: old[base + last]) { last -= 1 }
        while first > 0 && new[base + first].isContinuation { first -= 1 }
        if last + 1 < width && new[base + last + 1].isContinuation { last += 1 }
        return first..<(last + 1)
      }
    }
  }
}
