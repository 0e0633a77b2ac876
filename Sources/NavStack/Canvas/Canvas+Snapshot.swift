/// The text form of a canvas that snapshot files hold.
///
/// First the screen's rows, trailing spaces removed; then a `-- styles --` line and, for each
/// row, its runs of styled cells (`2: 0-79 reverse@selection`), so a moved highlight shows up
/// in a diff even when the text is the same; last the cursor, when shown.
extension Canvas {
  /// The canvas as a snapshot file holds it: the rows, then `-- styles --` and each row's style runs, then the cursor.
  public var snapshot: String {
    var lines = (0..<size.height).map { text(ofRow: $0).trimmingTrailingSpaces() }
    lines.append("-- styles --")
    for y in 0..<size.height {
      let runs = styleRuns(ofRow: y)
      if runs.isEmpty { continue }
      let described = runs.map { "\($0.start)-\($0.end) \($0.style.name)" }
      lines.append("\(y): " + described.joined(separator: ", "))
    }
    if let cursor {
      lines.append("cursor: \(cursor.x),\(cursor.y)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Runs of equal, non-plain style in one row; `end` is inclusive.
  public func styleRuns(ofRow y: Int) -> [(start: Int, end: Int, style: Style)] {
    var runs: [(start: Int, end: Int, style: Style)] = []
    var x = 0
    while x < size.width {
      let style = self[x, y].style
      var end = x
      while end + 1 < size.width && self[end + 1, y].style == style { end += 1 }
      if style != .plain { runs.append((x, end, style)) }
      x = end + 1
    }
    return runs
  }

  /// The screen with row numbers, as a failed expectation prints it.
  public var numberedText: String {
    let digits = String(max(0, size.height - 1)).count
    return (0..<size.height).map { y in
      let label = String(y)
      let pad = String(repeating: " ", count: digits - label.count)
      return "\(pad)\(label) │\(text(ofRow: y).trimmingTrailingSpaces())"
    }.joined(separator: "\n")
  }
}
