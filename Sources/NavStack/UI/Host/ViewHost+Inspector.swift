extension ViewHost {
  /// The most log lines the inspector shows; it also leaves two thirds of the screen free.
  static let inspectorLogLines = 8

  /// Draws the inspector above the key bar: the log's last lines (what the program printed,
  /// warnings, dropped input), then the line naming the live navigation tree.
  ///
  /// The log rows are in reverse video, so they read as the inspector's and not the screen's
  /// with colour off too; an empty log takes no row.
  func drawInspector(in canvas: inout Canvas, size: Size) {
    let treeRow = size.height - 2
    let shown = log.suffix(min(Self.inspectorLogLines, treeRow / 3))
    let logStyle = Style(.reverse)
    for (offset, line) in shown.enumerated() {
      let y = treeRow - shown.count + offset
      canvas.fill(Rect(x: 0, y: y, width: size.width, height: 1), style: logStyle)
      canvas.draw(line.truncated(toWidth: size.width), x: 0, y: y, style: logStyle)
    }
    let row = Rect(x: 0, y: treeRow, width: size.width, height: 1)
    let style = Style(.reverse, role: .accent)
    canvas.fill(row, style: style)
    var line = treeDescription
    while line.cellWidth > size.width && line.count > 1 { line = "…" + line.dropFirst(2) }
    canvas.draw(line, x: 0, y: row.y, maxWidth: size.width, style: style)
  }
}
