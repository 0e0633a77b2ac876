/// A one-line text field with a label, bound to a string, as SwiftUI's `TextField`.
///
/// It scrolls horizontally to keep the cursor in view, puts the terminal's cursor on it when
/// focused, and shows a message under itself when the owner says the value is invalid.
@MainActor
public final class TextFieldScreen: Screen {
  /// The label to the left of the field.
  public let label: String
  let text: Binding<String>
  private var editing: TextEditing
  private var scroll = 0
  /// Whether keys go to this field now; set by the form that holds it.
  public var isFocused = false
  /// A message shown beside the field, such as why the value cannot be saved.
  public var message: String?

  /// A field labelled `label` that edits `text`.
  public init(_ label: String, text: Binding<String>) {
    self.label = label
    self.text = text
    editing = TextEditing(text.wrappedValue)
  }

  public override var isFocusable: Bool { true }
  public override var isEditingText: Bool { isFocused }

  public override func handle(_ key: Key) -> Bool {
    guard isFocused else { return false }
    if editing.text != text.wrappedValue { editing = TextEditing(text.wrappedValue) }
    guard key != .enter, editing.apply(key) else { return false }
    if editing.text != text.wrappedValue {
      message = nil
      text.wrappedValue = editing.text
    }
    return true
  }

  /// Inserts a paste at the cursor, line breaks and tabs as spaces, in one edit.
  public func handlePaste(_ pasted: String) {
    if editing.text != text.wrappedValue { editing = TextEditing(text.wrappedValue) }
    editing.insert(pasted: pasted, multiline: false)
    if editing.text != text.wrappedValue {
      message = nil
      text.wrappedValue = editing.text
    }
  }

  /// The label column's width, so fields of a form line up.
  public var labelWidth = 7

  public override func draw(in canvas: inout Canvas, rect: Rect) {
    if editing.text != text.wrappedValue { editing = TextEditing(text.wrappedValue) }
    canvas.draw(label, x: rect.x + 2, y: rect.y, maxWidth: labelWidth, style: Style(.bold))
    let x = rect.x + 2 + labelWidth
    let width = max(1, rect.maxX - x - 1)
    let characters = editing.characters.map(Sanitizer.safe)
    let cursorCell = characters[..<editing.cursor].reduce(0) { $0 + $1.cellWidth }
    if cursorCell < scroll { scroll = cursorCell }
    if cursorCell >= scroll + width { scroll = cursorCell - width + 1 }
    var visible = ""
    var cell = 0
    for character in characters {
      let w = character.cellWidth
      if cell >= scroll && cell + w <= scroll + width { visible.append(character) }
      cell += w
    }
    let style = isFocused ? Style(.underline, role: .accent) : Style(.underline)
    canvas.fill(Rect(x: x, y: rect.y, width: width, height: 1), style: style)
    canvas.draw(visible, x: x, y: rect.y, maxWidth: width, style: style)
    if isFocused {
      canvas.cursor = Point(x: x + cursorCell - scroll, y: rect.y)
      canvas.draw("›", x: rect.x, y: rect.y, style: Style(.bold, role: .accent))
    }
    if let message, rect.height > 1 {
      canvas.draw(message, x: x, y: rect.y + 1, maxWidth: width, style: .error)
    }
  }
}
