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
  /// What a field of a formatted value or on the vertical axis adds; one shared object for
  /// every plain field, so that a plain field stays as quick to copy and compare as before
  /// (a strong reference is compared by identity; an optional one would be reflected).
  var options = TextFieldOptions.plain

  /// A field with a built label.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    self.prompt = prompt
    self.label = label()
  }

  /// A field with a built label; on the vertical axis its text wraps over lines as it
  /// grows, up to the environment's `lineLimit`, then scrolls to keep the cursor in view.
  public init(
    text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
  ) {
    self.init(text: text, prompt: prompt, label: label)
    if axis == .vertical { options = TextFieldOptions(isVertical: true) }
  }

  /// A field given its options, as a style's configuration is made.
  init(text: Binding<String>, prompt: Text?, label: () -> Label, options: TextFieldOptions) {
    self.init(text: text, prompt: prompt, label: label)
    self.options = options
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
    self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
  }

  /// A field titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal
  ) {
    self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
  }
}

extension TextField: PrimitiveView {
  func update(node: ViewNode) {
    if !options.isStyled, let style = node.environment.textFieldStyleBody {
      // An app's own style wraps the field it is given, which draws and edits as this one.
      node.primitiveState = nil
      node.renderer = nil
      let configuration = TextField<_TextFieldStyleLabel>(
        text: text, prompt: prompt, label: { _TextFieldStyleLabel(content: AnyView(label)) },
        options: options.styled)
      node.updateChild(.part("styled"), with: style(configuration))
      node.keepChildren([.part("styled")])
      return
    }
    TextFieldState.update(
      node: node, text: text, prompt: prompt, label: label, isSecure: false,
      commit: options.commit, isVertical: options.isVertical)
  }
}

/// What a text field holds beyond a plain one: the parsing of a formatted value, the vertical
/// axis.
@MainActor
final class TextFieldOptions {
  /// For a formatted value: parses what was typed into the value.
  let commit: (@MainActor (String) -> Void)?
  /// Whether the text wraps over lines as it grows (`axis: .vertical`).
  let isVertical: Bool
  /// Whether the field is the one an app's own style was given, which it wraps already.
  let isStyled: Bool

  /// The options of every plain field.
  static let plain = TextFieldOptions()

  init(
    commit: (@MainActor (String) -> Void)? = nil, isVertical: Bool = false, isStyled: Bool = false
  ) {
    self.commit = commit
    self.isVertical = isVertical
    self.isStyled = isStyled
  }

  /// The same options for the field a style is given.
  var styled: TextFieldOptions {
    TextFieldOptions(commit: commit, isVertical: isVertical, isStyled: true)
  }
}
