import FoundationEssentials

/// `TextField(_:value:format:)`: a field that edits a value through a format style, as
/// SwiftUI's. It shows the value formatted; what is typed is parsed when the field commits
/// (Enter, or leaving it by Tab, ↑ ↓ or Esc): a parsed value is written and shown formatted
/// again, and an entry that does not parse reverts to the value.
extension TextField {
  /// A field of a formatted value, with a built label.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(
      text: Binding(get: { format.format(value.wrappedValue) }, set: { _ in }), prompt: prompt,
      label: label)
    options = TextFieldOptions { text in
      if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
    }
  }
}

extension TextField where Label == Text {
  /// `TextField("Amount", value: $amount, format: .number)`.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
  }

  /// A field of a formatted value, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(title) }
  }
}
