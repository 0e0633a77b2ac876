/// A multi-line text field: wraps to its width, scrolls to keep the cursor in view.
///
/// ↑ and ↓ move between visual lines, keeping the column as well as wide characters allow;
/// PgUp and PgDn move the cursor and the view a page of them; Enter inserts a newline; the other editing keys are
/// `TextEditing`'s.
///
/// A key costs the same in a megabyte as in a line: the text lives in a `TextBuffer`, the rows
/// in `WrappedLines`, and only the visible rows are drawn. The binding is written by
/// `commit()`, which `TextEditor` calls through `commitIfDue()` after each key: at once in a
/// short text, every few keys in a long one, and always before anything else can read it
/// (`TextWriteSchedule` says when and why).
@MainActor
public final class TextArea {
  /// The field's name, drawn at the left of its first row.
  public var label: String
  let text: Binding<String>
  private var editing: TextEditing
  /// The text as last read from or written to the binding: a change there is someone else's.
  private var published: String
  /// The edits not yet written to the binding, and when they are due.
  private var writes = TextWriteSchedule()
  private var wrapped: WrappedLines?
  private var scroll = 0
  /// False after the wheel scrolled: the view stays where the wheel put it until the next key.
  private var followsCursor = true
  private var lastWidth = 40
  private var lastHeight = 1
  /// Whether keys reach the area; losing focus writes the edits to the binding.
  public var isFocused = false {
    didSet { if !isFocused { commit() } }
  }
  /// The cells kept for the label, so fields stacked together line up.
  public var labelWidth = 7

  /// A field named `label` editing the text `text` holds; the cursor starts at the top.
  public init(_ label: String, text: Binding<String>) {
    self.label = label
    self.text = text
    published = text.wrappedValue
    editing = TextEditing(published)
    editing.cursor = 0
  }

  /// Writes the edits to the binding, for an owner about to read or save the text.
  public func commit() {
    guard let span = writes.span else { return }
    writes.wrote()
    Self.note(self, hasPendingEdits: false)
    published = span.applied(to: published, from: editing.characters)
    text.wrappedValue = published
  }

  /// Writes the edits when they are due after a key (see `TextWriteSchedule`).
  public func commitIfDue() {
    if writes.keyIsDue(textBytes: editing.characters.utf8Count) { commit() }
  }

  /// Whether edits wait to be written to the binding.
  public var hasPendingEdits: Bool { writes.hasPendingEdits }

  /// Takes the binding's text when someone else changed it; the cursor stays where it can.
  private func adoptOutsideChange() {
    let current = text.wrappedValue
    guard current != published else { return }
    let cursor = editing.cursor
    published = current
    writes.restart()
    Self.note(self, hasPendingEdits: false)
    editing = TextEditing(current)
    editing.cursor = min(cursor, editing.characters.count)
    wrapped = nil
  }

  /// The rows at `width`, wrapped in full only when the width or the whole text changed.
  private func lines(width: Int) -> WrappedLines {
    if let wrapped, wrapped.width == max(1, width) { return wrapped }
    let fresh = WrappedLines(editing.characters, width: width)
    wrapped = fresh
    return fresh
  }

  /// Visual rows as ranges of character indices, wrapping at `width` cells (see `WordWrap`).
  public func rows(width: Int) -> [Range<Int>] {
    lines(width: width).rows
  }

  /// How many rows the text takes drawn in a box `width` cells wide, label column included:
  /// the wrapping `draw` makes at that width, kept, so measuring and drawing share it.
  public func rowCount(inBoxOfWidth width: Int) -> Int {
    // Text set from outside since the last draw (a restored draft) is measured, not the old.
    adoptOutsideChange()
    return lines(width: max(1, width - 2 - labelWidth - 1)).count
  }

  private func cells(_ range: Range<Int>) -> Int {
    WordWrap.cellCount(of: editing.characters, in: range)
  }

  /// Scrolls by `rows` visual lines without moving the cursor (the mouse wheel).
  public func scroll(by rows: Int) {
    scroll = max(0, scroll + rows)
    followsCursor = false
  }

  /// The wheel scrolls the view; a click is left to the owner, which knows the layout.
  public func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
    switch event.kind {
    case .wheelUp: scroll(by: -3)
    case .wheelDown: scroll(by: 3)
    case .click: return false
    }
    return true
  }

  /// Moves and edits; Tab, Shift+Tab and Esc go back to the owner.
  public func handle(_ key: Key) -> Bool {
    guard isFocused else { return false }
    followsCursor = true
    adoptOutsideChange()
    commitIfEditingElsewhere()
    switch key {
    case .modified(.home, .control):
      editing.cursor = 0
      return true
    case .modified(.end, .control):
      editing.cursor = editing.characters.count
      return true
    // On the first or last line there is no line to go to: ↑ ↓ move focus, as help says.
    case .up: return moveVertically(by: -1)
    case .down: return moveVertically(by: 1)
    case .pageUp: moveVertically(by: -lastHeight)
    case .pageDown: moveVertically(by: lastHeight)
    case .tab, .backTab, .escape:
      return false
    default:
      guard editing.apply(key, multiline: true) else { return false }
      if let edit = editing.lastEdit { record(edit) }
    }
    return true
  }

  /// Moves the cursor `step` visual rows, stopping at the first and last, keeping its column;
  /// false when it stood on the row it would stop at.
  @discardableResult
  private func moveVertically(by step: Int) -> Bool {
    let lines = lines(width: lastWidth)
    let current = lines.row(containing: editing.cursor)
    let target = max(0, min(lines.count - 1, current + step))
    guard target != current else { return false }
    let column = cells(lines[current].lowerBound..<editing.cursor)
    let row = lines[target]
    var position = row.lowerBound
    var used = 0
    editing.characters.visit(from: position) { offset, character in
      guard offset < row.upperBound else { return false }
      let w = WordWrap.cellWidth(of: character)
      if used + w > column { return false }
      used += w
      position = offset + 1
      return true
    }
    editing.cursor = position
    if abs(step) > 1 { scroll += target - current }
    return true
  }

  /// Inserts a paste at the cursor in one edit; line breaks and tabs are kept.
  public func handlePaste(_ pasted: String) {
    followsCursor = true
    adoptOutsideChange()
    commitIfEditingElsewhere()
    editing.insert(pasted: pasted, multiline: true)
    if let edit = editing.lastEdit { record(edit) }
  }

  /// Writes the edits so far when the cursor has left them: edits far apart would make the
  /// next write build everything between them from the buffer.
  private func commitIfEditingElsewhere() {
    if let span = writes.span, !span.isNear(editing.cursor, count: editing.characters.count) {
      commit()
    }
  }

  /// Brings the rows and the pending writes up to date after an edit the buffer holds.
  private func record(_ edit: TextEdit) {
    writes.record(edit, count: editing.characters.count)
    Self.note(self, hasPendingEdits: true)
    wrapped?.apply(edit, to: editing.characters)
  }

  /// Draws the visible rows only, with the scroll position when the text overflows.
  public func draw(in canvas: inout Canvas, rect: Rect) {
    adoptOutsideChange()
    canvas.draw(label, x: rect.x + 2, y: rect.y, maxWidth: labelWidth, style: Style(.bold))
    let x = rect.x + 2 + labelWidth
    let width = max(1, rect.maxX - x - 1)
    lastWidth = width
    let lines = lines(width: width)
    let cursorRow = lines.row(containing: editing.cursor)
    let height = max(1, rect.height)
    lastHeight = height
    if followsCursor {
      if cursorRow < scroll { scroll = cursorRow }
      if cursorRow >= scroll + height { scroll = cursorRow - height + 1 }
    }
    scroll = max(0, min(scroll, max(0, lines.count - height)))
    let style = isFocused ? Style(role: .accent) : Style.plain
    for offset in 0..<min(height, lines.count - scroll) {
      // A tab stays in the text and shows as one space, the one cell wrapping gave it.
      let row = editing.characters.string(in: lines[scroll + offset], tabsAsSpaces: true)
      canvas.draw(row, x: x, y: rect.y + offset, maxWidth: width, style: style)
    }
    if lines.count > height {
      // Where the view is, in the label's column (always narrow enough): a percentage and
      // arrows at the edge when more lies above or below.
      let percent = 100 * min(lines.count, scroll + height) / lines.count
      canvas.draw("\(percent)%", x: rect.x + 2, y: rect.y + 1, maxWidth: labelWidth, style: .muted)
      if scroll > 0 { canvas.draw("▲", x: rect.maxX - 1, y: rect.y, style: .muted) }
      if scroll + height < lines.count {
        canvas.draw("▼", x: rect.maxX - 1, y: rect.y + height - 1, style: .muted)
      }
    }
    if isFocused {
      canvas.draw("›", x: rect.x, y: rect.y, style: Style(.bold, role: .accent))
      let column = cells(lines[cursorRow].lowerBound..<editing.cursor)
      let row = cursorRow - scroll
      canvas.cursor =
        (0..<height).contains(row) ? Point(x: x + min(column, width - 1), y: rect.y + row) : nil
    }
  }
}
