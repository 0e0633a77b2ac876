/// Draws an open `Menu`: a box of its items one a row, with headings and rules between them.
///
/// Drawn as the overflow menu is, over the dimmed window and centred, since an item is chosen
/// by key far more often than by pointing; the focused item is reversed across the box.
enum MenuBox {
  /// Draws `menu`'s lines; returns each item's rectangle, for clicks.
  @MainActor
  static func draw(_ menu: AlertState, focus: Int, in canvas: inout Canvas) -> [(
    rect: Rect, index: Int
  )] {
    let size = canvas.size
    let texts: [String] = menu.menuLines.map { line in
      switch line {
      case .button(let index, let opensMenu):
        Sanitizer.sanitize(menu.buttons[index].title) + (opensMenu ? " ›" : "")
      case .heading(let text): Sanitizer.sanitize(text)
      case .divider: ""
      }
    }
    let title = Sanitizer.sanitize(menu.title)
    let widest = (texts.map(\.cellWidth) + [title.cellWidth]).max() ?? 0
    let inner = min(max(12, widest), max(4, size.width - 8))
    let height = min(size.height - 1, texts.count + 3)
    let frame = Rect(
      x: max(0, (size.width - inner - 4) / 2), y: max(0, (size.height - 1 - height) / 2),
      width: inner + 4, height: height)
    canvas.restyle(canvas.bounds) { Style($0.attributes.union(.dim), role: .backdrop) }
    SheetFrame.drawBox(in: &canvas, frame: frame, style: Style(.bold, role: .border))
    let shownTitle = title.truncated(toWidth: inner)
    canvas.draw(
      shownTitle, x: frame.x + 2 + (inner - shownTitle.cellWidth) / 2, y: frame.y + 1,
      style: Style(.bold))
    var hits: [(rect: Rect, index: Int)] = []
    var y = frame.y + 2
    for (line, text) in zip(menu.menuLines, texts) where y < frame.maxY - 1 {
      switch line {
      case .button(let index, _):
        let button = menu.buttons[index]
        let row = Rect(x: frame.x + 1, y: y, width: frame.width - 2, height: 1)
        var style = NavigationBar.buttonStyle(button, focused: false, onBar: false)
        if index == focus { style = style.adding(.reverse) }
        if index == focus { canvas.fill(row, style: style) }
        canvas.draw(text, x: frame.x + 2, y: y, maxWidth: inner, style: style)
        hits.append((row, index))
      case .heading:
        canvas.draw(text, x: frame.x + 2, y: y, maxWidth: inner, style: Style(.bold, role: .muted))
      case .divider:
        canvas.draw(
          "├" + String(repeating: "─", count: frame.width - 2) + "┤", x: frame.x, y: y,
          style: .border)
      }
      y += 1
    }
    return hits
  }
}
