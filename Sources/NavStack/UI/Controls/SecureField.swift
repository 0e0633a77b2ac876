/// A one-line input whose characters are drawn as `•`, as SwiftUI's `SecureField`; it edits
/// with the keys of `TextField`.
public struct SecureField<Label: View>: View {
  let field: TextField<Label>

  /// A field with a built label.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    field = TextField(text: text, prompt: prompt, label: label)
  }

  /// A primitive view.
  public typealias Body = Never
}

extension SecureField where Label == Text {
  /// A field titled with a literal: `SecureField("Password", text: $password)`.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }

  /// A field titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }
}

extension SecureField: PrimitiveView {
  func update(node: ViewNode) {
    TextFieldState.update(
      node: node, text: field.text, prompt: field.prompt, label: field.label, isSecure: true)
  }
}
