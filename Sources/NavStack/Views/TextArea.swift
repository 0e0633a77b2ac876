/// A multi-line text field: wraps to its width, scrolls to keep the cursor in view.
///
/// ↑ and ↓ move between visual lines, keeping the column as well as wide characters allow;
/// Enter inserts a newline; the other editing keys are `TextEditing`'s.
@MainActor
public final class TextArea: Screen {
  public let label: String
  let text: Binding<String>
  private var editing: TextEditing
  private var scroll = 0
  /// False after the wheel scrolled: the view stays where the wheel put it until the next key.
  private var followsCursor = true
  private var lastWidth = 40
  private var lastHeight = 5
  public var isFocused = false
  public var labelWidth = 7

  public init(_ label: String, text: Binding<String>) {
    self.label = label
    self.text = text
    editing = TextEditing(text.wrappedValue)
    editing.cursor = 0
  }

  public override var isFocusable: Bool { true }
  public override var isEditingText: Bool { isFocused }

  /// Visual rows as ranges of character indices, wrapping at `width` cells.
  ///
  /// A row breaks after its last space when it has one, so words stay whole; a word longer
  /// than the row is cut where it fills it. Every character belongs to exactly one row, which
  /// keeps the cursor's mapping simple.
  public func rows(width: Int) -> [Range<Int>] {
    let characters = editing.characters
    var rows: [Range<Int>] = []
    var start = 0
    var cells = 0
    var lastSpace: Int?
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "\n" {
        rows.append(start..<index)
        start = index + 1
        cells = 0
        lastSpace = nil
        index += 1
        continue
      }
      let w = Sanitizer.safe(character).cellWidth
      if cells + w > width && index > start {
        if character == " " {
          // A space that overflows ends its row (unseen) rather than starting the next one.
          rows.append(start..<(index + 1))
          start = index + 1
          cells = 0
          lastSpace = nil
          index += 1
          continue
        }
        let end = lastSpace.map { $0 + 1 } ?? index
        rows.append(start..<end)
        start = end
        cells = characters[start..<index].reduce(0) { $0 + Sanitizer.safe($1).cellWidth }
        lastSpace = nil
      }
      if character == " " { lastSpace = index }
      cells += w
      index += 1
    }
    rows.append(start..<characters.count)
    return rows
  }

  private func rowIndex(of cursor: Int, in rows: [Range<Int>]) -> Int {
    for (index, row) in rows.enumerated() {
      if cursor >= row.lowerBound && cursor <= row.upperBound {
        if cursor == row.upperBound && index + 1 < rows.count
          && rows[index + 1].lowerBound == cursor
        {
          continue
        }
        return index
      }
    }
    return max(0, rows.count - 1)
  }

  private func cells(_ range: Range<Int>) -> Int {
    editing.characters[range].reduce(0) { $0 + Sanitizer.safe($1).cellWidth }
  }

  /// Scrolls by `rows` visual lines without moving the cursor (the mouse wheel).
  public func scroll(by rows: Int) {
    scroll = max(0, scroll + rows)
    followsCursor = false
  }

  public override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
    switch event.kind {
    case .wheelUp: scroll(by: -3)
    case .wheelDown: scroll(by: 3)
    case .click: return false
    }
    return true
  }

  public override func handle(_ key: Key) -> Bool {
    guard isFocused else { return false }
    followsCursor = true
    if editing.text != text.wrappedValue { editing = TextEditing(text.wrappedValue) }
    switch key {
    case .modified(.home, .control):
      editing.cursor = 0
      return true
    case .modified(.end, .control):
      editing.cursor = editing.characters.count
      return true
    case .up, .down, .pageUp, .pageDown:
      let rows = rows(width: lastWidth)
      let current = rowIndex(of: editing.cursor, in: rows)
      let step = key == .up || key == .down ? 1 : max(1, lastHeight - 1)
      let wanted = key == .up || key == .pageUp ? current - step : current + step
      let target = min(max(0, wanted), rows.count - 1)
      guard target != current else { return true }
      let column = cells(rows[current].lowerBound..<editing.cursor)
      var position = rows[target].lowerBound
      var used = 0
      while position < rows[target].upperBound {
        let w = Sanitizer.safe(editing.characters[position]).cellWidth
        if used + w > column { break }
        used += w
        position += 1
      }
      editing.cursor = position
      return true
    case .tab, .backTab, .escape:
      return false
    default:
      guard editing.apply(key, multiline: true) else { return false }
      if editing.text != text.wrappedValue { text.wrappedValue = editing.text }
      return true
    }
  }

  /// Inserts a paste at the cursor in one edit; line breaks and tabs are kept.
  public func handlePaste(_ pasted: String) {
    followsCursor = true
    if editing.text != text.wrappedValue { editing = TextEditing(text.wrappedValue) }
    editing.insert(pasted: pasted, multiline: true)
    text.wrappedValue = editing.text
  }

  public override func draw(in canvas: inout Canvas, rect: Rect) {
    if editing.text != text.wrappedValue {
      let cursor = editing.cursor
      editing = TextEditing(text.wrappedValue)
      editing.cursor = min(cursor, editing.characters.count)
    }
    canvas.draw(label, x: rect.x + 2, y: rect.y, maxWidth: labelWidth, style: Style(.bold))
    let x = rect.x + 2 + labelWidth
    let width = max(1, rect.maxX - x - 1)
    lastWidth = width
    lastHeight = max(1, rect.height)
    let rows = rows(width: width)
    let cursorRow = rowIndex(of: editing.cursor, in: rows)
    let height = max(1, rect.height)
    if followsCursor {
      if cursorRow < scroll { scroll = cursorRow }
      if cursorRow >= scroll + height { scroll = cursorRow - height + 1 }
    }
    scroll = max(0, min(scroll, max(0, rows.count - height)))
    let style = isFocused ? Style(role: .accent) : Style.plain
    for (offset, row) in rows.dropFirst(scroll).prefix(height).enumerated() {
      canvas.draw(
        String(editing.characters[row]), x: x, y: rect.y + offset, maxWidth: width, style: style)
    }
    if rows.count > height {
      // Where the view is, in the label's column (always narrow enough): a percentage and
      // arrows at the edge when more lies above or below.
      let percent = 100 * min(rows.count, scroll + height) / rows.count
      canvas.draw("\(percent)%", x: rect.x + 2, y: rect.y + 1, maxWidth: labelWidth, style: .muted)
      if scroll > 0 { canvas.draw("▲", x: rect.maxX - 1, y: rect.y, style: .muted) }
      if scroll + height < rows.count {
        canvas.draw("▼", x: rect.maxX - 1, y: rect.y + height - 1, style: .muted)
      }
    }
    if isFocused {
      canvas.draw("›", x: rect.x, y: rect.y, style: Style(.bold, role: .accent))
      let column = cells(rows[cursorRow].lowerBound..<editing.cursor)
      let row = cursorRow - scroll
      canvas.cursor =
        (0..<height).contains(row) ? Point(x: x + min(column, width - 1), y: rect.y + row) : nil
    }
  }
}
