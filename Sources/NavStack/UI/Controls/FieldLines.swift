/// How a text field on the vertical axis (`TextField(_:text:axis: .vertical)`) wraps its text:
/// over as many lines as it needs, up to its `lineLimit`, then scrolled to keep the cursor's
/// line in view, as SwiftUI's grows.
///
/// Text wraps at the cell where a line is full (a word is not kept whole), so the cursor's
/// place follows from the text alone. The keys are a one-line field's: Enter submits, ↑ ↓
/// leave the field.
struct FieldLines {
  /// The most lines shown; nil for as many as the text needs.
  let limit: Int?

  /// Where each character, and the cursor after the last, falls: its line and its cell.
  static func places(of text: [Character], width: Int) -> [(line: Int, cell: Int)] {
    var places: [(line: Int, cell: Int)] = []
    places.reserveCapacity(text.count + 1)
    var line = 0
    var cell = 0
    for character in text {
      let cells = character.cellWidth
      if cell > 0 && cell + cells > width {
        line += 1
        cell = 0
      }
      places.append((line, cell))
      cell += cells
    }
    // The cursor after a full line starts the next one.
    if cell >= width && !text.isEmpty {
      line += 1
      cell = 0
    }
    places.append((line, cell))
    return places
  }

  /// The lines the field takes for `text` wrapped at `width` cells.
  func height(of text: [Character], width: Int) -> Int {
    let needed = (Self.places(of: text, width: width).last?.line ?? 0) + 1
    return min(needed, limit ?? needed)
  }
}

extension TextFieldRenderer {
  /// Draws a field on the vertical axis: its lines wrapped, underlined, the cursor's line in
  /// view; a click places the cursor at the character under it.
  func renderLines(
    _ lines: FieldLines, node: ViewNode, in rect: Rect, context: inout RenderContext
  ) {
    let focused = context.isFocused(node) && isEnabled
    let x = ControlLabel(node: node, titleIsPrompt: titleIsPrompt)
      .draw(in: rect, isFocused: focused, context: &context)
    let width = max(1, rect.maxX - x - 1)
    let characters = state.shown(isSecure: isSecure)
    let places = FieldLines.places(of: characters, width: width)
    let height = min(rect.height, lines.height(of: characters, width: width))
    // `scroll` is the first line shown.
    let cursorLine = places[state.editing.cursor].line
    if cursorLine < state.scroll { state.scroll = cursorLine }
    if cursorLine >= state.scroll + height { state.scroll = cursorLine - height + 1 }
    let first = state.scroll
    var style = focused ? Style(.underline, role: .accent) : Style(.underline)
    if !isEnabled { style = Style([.underline, .dim], role: .muted) }
    if context.isVisible {
      context.canvas.fill(Rect(x: x, y: rect.y, width: width, height: height), style: style)
    }
    if characters.isEmpty && !prompt.isEmpty {
      context.draw(prompt, x: x, y: rect.y, maxWidth: width, style: Style([.underline, .dim]))
    }
    var rows = Array(repeating: "", count: height)
    for (index, character) in characters.enumerated() {
      let row = places[index].line - first
      if row >= 0 && row < height { rows[row].append(character) }
    }
    for (row, text) in rows.enumerated() where !text.isEmpty {
      context.draw(text, x: x, y: rect.y + row, maxWidth: width, style: style)
    }
    if focused && context.isVisible {
      let cursor = places[state.editing.cursor]
      context.canvas.cursor = Point(x: x + cursor.cell, y: rect.y + cursor.line - first)
    }
    guard isEnabled else { return }
    let state = self.state
    let isSecure = self.isSecure
    let top = rect.y
    context.addFocusTarget(
      node, rect: Rect(x: rect.x, y: rect.y, width: rect.width, height: height),
      isTextInput: true,
      help: FieldKeys.singleLine + (state.onSubmit == nil ? [] : [FieldKeys.submit])
    ) { [weak node] event in
      guard case .click(let point) = event else {
        // A line more or fewer changes the field's height: the layout is measured again.
        let before = lines.height(of: state.shown(isSecure: isSecure), width: width)
        let handled = state.handle(event, fieldX: x, isSecure: isSecure)
        if lines.height(of: state.shown(isSecure: isSecure), width: width) != before {
          node?.invalidateLayout()
        }
        return handled
      }
      let line = first + point.y - top
      let cell = point.x - x
      // The last character whose place is at or before the click, on the clicked line.
      let index = places.lastIndex { $0.line < line || ($0.line == line && $0.cell <= cell) }
      state.editing.cursor = min(index ?? 0, places.count - 1)
      return true
    }
  }
}
