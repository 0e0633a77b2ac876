/// Lays out and draws row 0: back button, leading items, the centred title, trailing items.
public enum NavigationBar {
  /// The back button's text for a screen pushed above one titled `previousTitle` (R7–R9).
  ///
  /// `< Title` when it fits in min(20, a third of the bar); `< Back` otherwise or when the title
  /// is empty; `<` when even that does not fit.
  public static func backLabel(previousTitle: String, barWidth: Int) -> String {
    let limit = min(20, barWidth / 3)
    let title = Sanitizer.sanitize(previousTitle)
    let full = "< " + title
    if !title.isEmpty && full.cellWidth <= limit { return full }
    return "< Back".cellWidth <= limit ? "< Back" : "<"
  }

  /// Where the title goes between `leftEdge` and `rightEdge` (exclusive), and its text: centred
  /// on the bar when it fits there, pushed aside when a button is in the way, cut with `…` when
  /// the space is too narrow (R14).
  public static func titlePlacement(
    title: String, barWidth: Int, leftEdge: Int, rightEdge: Int
  ) -> (x: Int, text: String) {
    let space = max(0, rightEdge - leftEdge)
    let text = title.truncated(toWidth: space)
    let width = text.cellWidth
    let centred = (barWidth - width) / 2
    let x = min(max(centred, leftEdge), max(leftEdge, rightEdge - width))
    return (x, text)
  }

  /// Draws the bar into `row` of `canvas`; returns each button's rectangle for mouse clicks.
  @MainActor
  @discardableResult
  public static func draw(
    _ bar: ResolvedToolbar, in canvas: inout Canvas, row: Rect, focusedButton: Int? = nil
  ) -> [(rect: Rect, button: BarButton)] {
    canvas.fill(row, style: .bar)
    var hits: [(rect: Rect, button: BarButton)] = []
    var left = row.x
    let y = row.y
    if let back = bar.backLabel {
      let written = canvas.draw(back, x: left, y: y, maxWidth: row.width, style: .bar)
      left += written + 2
    }
    var index = 0
    for button in bar.leading {
      let label = "[\(Sanitizer.sanitize(button.title))]"
      let width = label.cellWidth
      guard left + width <= row.maxX else { break }
      let style = buttonStyle(button, focused: focusedButton == index)
      canvas.draw(label, x: left, y: y, style: style)
      hits.append((Rect(x: left, y: y, width: width, height: 1), button))
      left += width + 1
      index += 1
    }
    var trailingLabels: [String] = []
    for button in bar.trailing { trailingLabels.append("[\(Sanitizer.sanitize(button.title))]") }
    var right = row.maxX
    var trailingStart: [Int] = []
    for label in trailingLabels.reversed() {
      right -= label.cellWidth
      trailingStart.insert(right, at: 0)
      right -= 1
    }
    right = max(right, left)
    for (offset, button) in bar.trailing.enumerated() where trailingStart[offset] >= left {
      let x = trailingStart[offset]
      let label = trailingLabels[offset]
      let style = buttonStyle(button, focused: focusedButton == bar.leading.count + offset)
      canvas.draw(label, x: x, y: y, style: style)
      hits.append((Rect(x: x, y: y, width: label.cellWidth, height: 1), button))
    }
    let title = Sanitizer.sanitize(bar.principal ?? bar.title)
    let placed = titlePlacement(
      title: title, barWidth: row.width, leftEdge: left - row.x, rightEdge: right - row.x)
    canvas.draw(placed.text, x: row.x + placed.x, y: y, style: .bar)
    return hits
  }

  /// A button's look: bold, dim when disabled, its own colour when destructive, reversed when
  /// focused; on the bar it keeps the bar's background.
  @MainActor
  static func buttonStyle(_ button: BarButton, focused: Bool, onBar: Bool = true) -> Style {
    var style = Style(.bold, role: onBar ? .barButton : .accent)
    if !button.isEnabled { style = Style(.dim, role: onBar ? .bar : .muted) }
    if button.role == .destructive && button.isEnabled { style = Style(.bold, role: .destructive) }
    if focused { style = style.adding(.reverse) }
    return style
  }
}
