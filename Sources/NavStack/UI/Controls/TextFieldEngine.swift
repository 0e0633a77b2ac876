/// What a one-line field keeps between frames: the editing engine (`TextEditing`), the
/// horizontal scroll, and the latest binding and submit action its view handed it.
@MainActor
final class TextFieldState {
  var editing = TextEditing("")
  var scroll = 0
  var text: Binding<String>
  var onSubmit: (@MainActor () -> Void)?
  /// For a field of a formatted value (`TextField(_:value:format:)`): parses the text and
  /// writes the value when it can; the field then shows the value formatted again, so an
  /// entry that does not parse reverts, as in SwiftUI.
  var commit: (@MainActor (String) -> Void)?
  /// Whether the text was typed since the value was last committed: until it is, the field
  /// keeps it rather than the formatted value.
  var isDrafting = false

  init(text: Binding<String>) {
    self.text = text
    editing = TextEditing(text.wrappedValue)
  }

  /// Builds the node of a `TextField` or `SecureField`.
  static func update(
    node: ViewNode, text: Binding<String>, prompt: Text?, label: any View, isSecure: Bool,
    commit: (@MainActor (String) -> Void)? = nil, isVertical: Bool = false
  ) {
    node.updateLabel(label)
    node.keepChildren([.part("label")])
    let state: TextFieldState
    if let existing = node.primitiveState as? TextFieldState {
      state = existing
      state.text = text
    } else {
      state = TextFieldState(text: text)
      node.primitiveState = state
    }
    state.onSubmit = node.environment.submitAction
    state.commit = commit
    // Beside the code's own label, or under `.labelsHidden()`, the title is the prompt, as a
    // text field's title always is on iOS.
    let titleIsPrompt = node.environment.labelsHidden || node.sitsBesideViews
    var placeholder = prompt?.plainText
    if placeholder == nil, titleIsPrompt {
      placeholder = node.child(.part("label"))?.displayText
    }
    node.renderer = TextFieldRenderer(
      state: state, prompt: placeholder ?? "", isSecure: isSecure,
      isEnabled: node.environment.isEnabled, titleIsPrompt: titleIsPrompt,
      look: node.environment.textFieldLook,
      lines: isVertical ? FieldLines(limit: node.environment.lineLimit) : nil)
  }

  /// Takes the bound text when it changed elsewhere; the cursor goes to its end.
  func sync() {
    if isDrafting { return }
    let current = text.wrappedValue
    if editing.text != current { editing = TextEditing(current) }
  }

  /// What the field shows for each character: itself, made safe, or a bullet.
  func shown(isSecure: Bool) -> [Character] {
    isSecure
      ? Array(repeating: "•", count: editing.characters.count)
      : editing.characters.map(Sanitizer.safe)
  }

  /// Handles a key, a click, a paste or Enter for the field.
  func handle(_ event: FocusEvent, fieldX: Int, isSecure: Bool) -> Bool {
    sync()
    switch event {
    case .key(.enter), .activate:
      commitDraft()
      guard let onSubmit else { return false }
      onSubmit()
      return true
    case .key(.up), .key(.down), .key(.tab), .key(.backTab), .key(.escape):
      // A line has no line above or below: ↑ ↓ move focus as the window or a list row
      // moves it. Leaving the field commits what was typed.
      commitDraft()
      return false
    case .key(let key):
      guard editing.apply(key) else { return false }
      if commit != nil { isDrafting = true }
    case .paste(let pasted):
      for character in pasted {
        _ = editing.apply(.character(character == "\n" || character == "\t" ? " " : character))
      }
      if commit != nil { isDrafting = true }
    case .click(let point):
      let target = max(0, point.x - fieldX) + scroll
      var cell = 0
      var index = 0
      for character in shown(isSecure: isSecure) {
        if cell + character.cellWidth > target { break }
        cell += character.cellWidth
        index += 1
      }
      editing.cursor = index
      return true
    }
    if editing.text != text.wrappedValue { text.wrappedValue = editing.text }
    return true
  }
}

extension TextFieldState {
  /// Hands the typed text of a formatted field to its value, then shows the value formatted.
  func commitDraft() {
    guard isDrafting, let commit else { return }
    isDrafting = false
    commit(editing.text)
    editing = TextEditing(text.wrappedValue)
  }
}

extension FocusEvent {
  /// Whether this is `key`.
  func isKey(_ key: Key) -> Bool {
    if case .key(let own) = self { return own == key }
    return false
  }
}

/// Draws a one-line field as the notebook's editor does: `› Name   text`, the text underlined
/// to the end of the row, scrolled to keep the cursor in view, the terminal cursor on it.
struct TextFieldRenderer: NodeRenderer {
  let state: TextFieldState
  let prompt: String
  let isSecure: Bool
  let isEnabled: Bool
  /// Whether the title is drawn as the prompt rather than in the label column.
  let titleIsPrompt: Bool
  /// How its `textFieldStyle` draws it.
  var look = TextFieldLook.underlined
  /// For a field on the vertical axis: how its text wraps over lines.
  var lines: FieldLines?

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let lead = ControlLabel(node: node, titleIsPrompt: titleIsPrompt).leadingWidth()
    let width = proposal.width ?? lead + 20
    guard let lines else { return Size(width: width, height: 1) }
    state.sync()
    let text = state.shown(isSecure: isSecure)
    return Size(width: width, height: lines.height(of: text, width: max(1, width - lead - 1)))
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    guard rect.width > 0, rect.height > 0 else { return }
    state.sync()
    if let lines {
      renderLines(lines, node: node, in: rect, context: &context)
      return
    }
    let focused = context.isFocused(node) && isEnabled
    var x = ControlLabel(node: node, titleIsPrompt: titleIsPrompt)
      .draw(in: rect, isFocused: focused, context: &context)
    if look == .bordered {
      // `[text  ]`: the brackets at the ends of the row, the text between them.
      let border = Style(role: focused ? .accent : .border)
      context.draw("[", x: x, y: rect.y, style: border)
      context.draw("]", x: rect.maxX - 2, y: rect.y, style: border)
      x += 1
    }
    let width = max(1, rect.maxX - x - (look == .bordered ? 2 : 1))
    let characters = state.shown(isSecure: isSecure)
    let cursorCell = characters[..<state.editing.cursor].reduce(0) { $0 + $1.cellWidth }
    if cursorCell < state.scroll { state.scroll = cursorCell }
    if cursorCell >= state.scroll + width { state.scroll = cursorCell - width + 1 }
    var visible = ""
    var cell = 0
    for character in characters {
      let cells = character.cellWidth
      if cell >= state.scroll && cell + cells <= state.scroll + width { visible.append(character) }
      cell += cells
    }
    let line: Style.Attributes = look == .underlined ? .underline : []
    var style = focused ? Style(line, role: .accent) : Style(line)
    if !isEnabled { style = Style(line.union(.dim), role: .muted) }
    if context.isVisible {
      context.canvas.fill(Rect(x: x, y: rect.y, width: width, height: 1), style: style)
    }
    if characters.isEmpty && !prompt.isEmpty {
      context.draw(prompt, x: x, y: rect.y, maxWidth: width, style: Style(line.union(.dim)))
    } else {
      context.draw(visible, x: x, y: rect.y, maxWidth: width, style: style)
    }
    if focused && context.isVisible {
      context.canvas.cursor = Point(x: x + cursorCell - state.scroll, y: rect.y)
    }
    guard isEnabled else { return }
    let state = self.state
    let isSecure = self.isSecure
    let fieldX = x
    context.addFocusTarget(
      node, rect: Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), isTextInput: true,
      help: FieldKeys.singleLine + (state.onSubmit == nil ? [] : [FieldKeys.submit])
    ) { event in
      state.handle(event, fieldX: fieldX, isSecure: isSecure)
    }
  }
  /// A control of its own, focused even inside a list's row (R48).
  var focusRole: FocusRole { .control }
}
