/// How a menu looks, as SwiftUI's `MenuStyle`.
///
/// A terminal draws one menu, its label and `▾`, so every style is accepted and draws that:
/// `makeBody(configuration:)` of an app's own style is not called.
@MainActor @preconcurrency
public protocol MenuStyle {
  /// The view a style makes of a menu.
  associatedtype Body: View
  /// The parts of the menu a style is given.
  typealias Configuration = MenuStyleConfiguration
  /// The menu drawn in this style.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a menu that a `MenuStyle` is given, as SwiftUI's `MenuStyleConfiguration`.
public struct MenuStyleConfiguration {
  /// The menu's label, as a view.
  public struct Label: View {
    /// Nothing: the menu draws its own label.
    public var body: some View { EmptyView() }
  }

  /// The menu's items, as a view.
  public struct Content: View {
    /// Nothing: the menu opens its own items.
    public var body: some View { EmptyView() }
  }
}

extension Menu
where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
  /// The menu a style is given, as a style's `makeBody` writes it.
  public init(_ configuration: MenuStyleConfiguration) {
    self.init(
      content: { MenuStyleConfiguration.Content() }, label: { MenuStyleConfiguration.Label() })
  }
}

/// The platform's menu.
public struct DefaultMenuStyle: MenuStyle {
  /// The style.
  public init() {}
  /// The menu as it is.
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A menu drawn as a bordered button on iOS; the same label and `▾` here.
public struct ButtonMenuStyle: MenuStyle {
  /// The style.
  public init() {}
  /// The menu as it is.
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A menu drawn as a borderless button on iOS; the same label and `▾` here.
public struct BorderlessButtonMenuStyle: MenuStyle {
  /// The style.
  public init() {}
  /// The menu as it is.
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The platform's menu.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// A menu drawn as a button.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// A menu drawn as a borderless button.
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
  /// Accepted: a terminal draws every menu as its label and `▾` (see `MenuStyle`).
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
}
