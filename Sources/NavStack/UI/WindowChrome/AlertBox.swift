/// Draws an alert or confirmation dialog: a centred box with title, message and buttons.
public enum AlertBox {
  /// Draws `alert` centred; returns each button's rectangle for mouse clicks.
  @MainActor
  public static func draw(
    _ alert: AlertState, focus: Int, in canvas: inout Canvas
  ) -> [(rect: Rect, index: Int)] {
    if !alert.menuLines.isEmpty { return MenuBox.draw(alert, focus: focus, in: &canvas) }
    let size = canvas.size
    let labels = alert.buttons.map { "[ \(Sanitizer.sanitize($0.title)) ]" }
    let buttonsWidth = labels.reduce(0) { $0 + $1.cellWidth } + 2 * max(0, labels.count - 1)
    let maxInner = max(10, size.width - 8)
    let messageLines = wrap(Sanitizer.sanitize(alert.message), width: maxInner)
    // Buttons sit on one row when they fit, else one per row (a menu).
    let vertical = buttonsWidth > maxInner
    let widest = labels.map(\.cellWidth).max() ?? 0
    let contentWidth =
      ([alert.title.cellWidth, vertical ? widest : buttonsWidth] + messageLines.map(\.cellWidth))
      .max() ?? 10
    let inner = min(maxInner, max(20, contentWidth))
    let buttonRows = vertical ? labels.count : 1
    let height = min(size.height, 4 + buttonRows + messageLines.count)
    let frame = Rect(
      x: (size.width - inner - 4) / 2, y: max(0, (size.height - height) / 2),
      width: inner + 4, height: height)
    canvas.restyle(canvas.bounds) { Style($0.attributes.union(.dim), role: .backdrop) }
    SheetFrame.drawBox(in: &canvas, frame: frame, style: Style(.bold, role: .border))
    var y = frame.y + 1
    let title = Sanitizer.sanitize(alert.title).truncated(toWidth: inner)
    canvas.draw(title, x: frame.x + 2 + (inner - title.cellWidth) / 2, y: y, style: Style(.bold))
    y += 1
    if !messageLines.isEmpty {
      for line in messageLines {
        canvas.draw(line, x: frame.x + 2 + (inner - line.cellWidth) / 2, y: y)
        y += 1
      }
    }
    y += 1
    var hits: [(rect: Rect, index: Int)] = []
    if vertical {
      for (index, label) in labels.enumerated() where y < frame.maxY - 1 {
        let style = NavigationBar.buttonStyle(
          alert.buttons[index], focused: index == focus, onBar: false)
        let x = frame.x + 2 + max(0, (inner - label.cellWidth) / 2)
        let written = canvas.draw(label, x: x, y: y, maxWidth: inner, style: style)
        hits.append((Rect(x: x, y: y, width: written, height: 1), index))
        y += 1
      }
      return hits
    }
    var x = frame.x + 2 + max(0, (inner - buttonsWidth) / 2)
    for (index, label) in labels.enumerated() {
      var style = NavigationBar.buttonStyle(
        alert.buttons[index], focused: index == focus, onBar: false)
      if index == focus { style = style.adding(.reverse) }
      let written = canvas.draw(label, x: x, y: y, maxWidth: frame.maxX - 2 - x, style: style)
      hits.append((Rect(x: x, y: y, width: written, height: 1), index))
      x += written + 2
    }
    return hits
  }

  /// Splits text into lines of at most `width` cells, at spaces where it can.
  public static func wrap(_ text: String, width: Int) -> [String] {
    guard !text.isEmpty, width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let candidate = line.isEmpty ? String(word) : line + " " + word
        if candidate.cellWidth <= width {
          line = candidate
        } else {
          if !line.isEmpty { lines.append(line) }
          line = String(word).truncated(toWidth: width)
        }
      }
      lines.append(line)
    }
    return lines
  }
}
