/// A title with an icon, as SwiftUI's `Label`: drawn as `icon title`, or as its `labelStyle`
/// arranges them.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  @Environment(\.labelStyle) private var style

  /// A label from its two parts.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The icon, a space, then the title; the icon alone when the title is empty text, as a
  /// toolbar's or a stepper's `Label("", systemImage: "minus")` is.
  public var body: some View {
    switch style {
    case .builtIn(.titleOnly):
      title
    case .builtIn(.iconOnly):
      icon
    case .builtIn(.titleAndIcon):
      HStack {
        icon
        if (title as? Text)?.plainText.isEmpty != true {
          title
        }
      }
    case .style(let style):
      // Labels inside the style's body are drawn as usual, not styled again.
      style.erasedBody(
        configuration: LabelStyleConfiguration(
          title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
      )
      .environment(\.labelStyle, .builtIn(.titleAndIcon))
    }
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a symbol: `Label("Add", systemImage: "plus")`.
  public init(_ title: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label with a symbol, from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}
