/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`.
///
/// Drawn `▸ Label` while collapsed and `▾ Label` with the content under it, indented two
/// columns, while expanded; Enter, Space or a click on the label toggles it. With
/// `isExpanded:` the binding holds the state, so code can expand it; without, it starts
/// collapsed and keeps its own.
public struct DisclosureGroup<Label: View, Content: View>: View {
  @State private var ownExpansion = false
  let isExpanded: Binding<Bool>?
  let label: Label
  let content: () -> Content

  /// A group that keeps whether it is expanded itself, starting collapsed.
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.isExpanded = nil
    self.label = label()
    self.content = content
  }

  /// A group expanded while `isExpanded` is true.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.isExpanded = isExpanded
    self.label = label()
    self.content = content
  }

  /// The label behind its disclosure mark, then the content while expanded.
  public var body: some View {
    let expanded = isExpanded ?? $ownExpansion
    VStack(alignment: .leading, spacing: 0) {
      Button {
        expanded.wrappedValue.toggle()
      } label: {
        HStack(spacing: 10) {
          Text(expanded.wrappedValue ? "▾" : "▸").foregroundStyle(.accentColor)
          label
        }
      }
      .buttonStyle(.plain)
      if expanded.wrappedValue {
        VStack(alignment: .leading, spacing: 0) { content() }.padding(.leading, 20)
      }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// A group titled with a literal that keeps its own state.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group titled with a string that keeps its own state.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A group titled with a literal, expanded while `isExpanded` is true.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A group titled with a string, expanded while `isExpanded` is true.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}
