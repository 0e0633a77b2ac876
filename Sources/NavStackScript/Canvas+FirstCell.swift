import NavStack

extension Canvas {
  /// The first cell of the first place showing `text`, or nil when no row shows it.
  ///
  /// Rows are searched top to bottom, each left to right. The column counts cells, so wide
  /// characters before the text count twice.
  public func firstCell(showing text: String) -> Point? {
    guard !text.isEmpty else { return nil }
    for row in 0..<size.height {
      let line = self.text(ofRow: row)
      guard let range = line.firstRange(of: text) else { continue }
      return Point(x: line[line.startIndex..<range.lowerBound].cellWidth, y: row)
    }
    return nil
  }
}
