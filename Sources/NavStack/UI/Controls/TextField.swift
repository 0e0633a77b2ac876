/// A one-line text input bound to a string, as SwiftUI's `TextField`.
///
/// Terminal keys: printable keys insert at the cursor; ← → Home End move it; Backspace, Delete,
/// Ctrl+A, Ctrl+E, Ctrl+K, Ctrl+U and Ctrl+W edit as readline does; ↑ and ↓ move focus to the
/// previous or next view; Enter runs `onSubmit`. The title is drawn in a label column (as in a
/// macOS form); under `.labelsHidden()` it becomes the prompt. Wide characters take two cells,
/// and a long text scrolls sideways to keep the cursor in view.
public struct TextField<Label: View>: View {
  let text: Binding<String>
  let prompt: Text?
  let label: Label
  /// For a formatted value: parses what was typed into the value.
  var commit: (@MainActor (String) -> Void)?

  /// A field with a built label.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    self.prompt = prompt
    self.label = label()
  }

  /// A field with a built label; a vertical axis is accepted and drawn on one line.
  public init(
    text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
  ) {
    self.init(text: text, prompt: prompt, label: label)
  }

  /// A primitive view.
  public typealias Body = Never
}

extension TextField where Label == Text {
  /// A field titled with a literal: `TextField("Name", text: $name)`.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil,
    axis: Axis = .horizontal
  ) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }

  /// A field titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal
  ) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }
}

extension TextField: PrimitiveView {
  func update(node: ViewNode) {
    TextFieldState.update(
      node: node, text: text, prompt: prompt, label: label, isSecure: false, commit: commit)
  }
}
