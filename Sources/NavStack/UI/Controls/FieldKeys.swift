/// The keys a text field answers to, for help while one has focus: there letters type, so the
/// screen's letter keys do not act and help lists the field's own keys instead.
@MainActor
enum FieldKeys {
  /// A one-line field (`TextField`, `SecureField`, the search row).
  static let singleLine: [KeyBar.Entry] = [
    KeyBar.Entry(key: "← → Home End", title: "Move the cursor"),
    KeyBar.Entry(key: "^A ^E", title: "Start, end of the line"),
    KeyBar.Entry(key: "^K ^U", title: "Delete to the end, to the start"),
    KeyBar.Entry(key: "^W", title: "Delete the word before the cursor"),
  ]

  /// Enter, for a field with an `onSubmit` action.
  static let submit = KeyBar.Entry(key: "Enter", title: "Submit")

  /// A multi-line editor (`TextEditor`).
  static let multiLine: [KeyBar.Entry] = [
    KeyBar.Entry(key: "← → ↑ ↓", title: "Move the cursor"),
    KeyBar.Entry(key: "PgUp PgDn", title: "Move a page"),
    KeyBar.Entry(key: "Home End ^A ^E", title: "Start, end of the line"),
    KeyBar.Entry(key: "^K ^U ^W", title: "Delete to the end, to the start, a word"),
    KeyBar.Entry(key: "Enter", title: "New line"),
  ]
}
