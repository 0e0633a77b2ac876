/// How a built-in button style draws in a terminal.
@usableFromInline enum ButtonLook: Hashable, Sendable {
  /// The label in the accent colour: `.automatic` and `.borderless`.
  case tinted
  /// The label as its text is styled: `.plain`.
  case plain
  /// The label between brackets, `[ Save ]`: `.bordered`.
  case bordered
  /// The label on the accent colour, ` Save `: `.borderedProminent`.
  case prominent
}

/// A built-in style, which the button draws itself rather than through `makeBody`.
@MainActor
protocol BuiltInButtonStyle {
  var look: ButtonLook { get }
}

/// The platform's button: on iOS a borderless, tinted label; here the label in the accent
/// colour.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// The style.
  public init() {}
  /// A tinted button.
  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(self)
  }
  var look: ButtonLook { .tinted }
}

/// A button without a border: the label in the accent colour.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// The style.
  public init() {}
  /// A tinted button.
  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(self)
  }
  var look: ButtonLook { .tinted }
}

/// A button drawn as its label alone, untinted: list rows that open something.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// The style.
  public init() {}
  /// The label as it is.
  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(self)
  }
  var look: ButtonLook { .plain }
}

/// A button with a border: `[ Save ]`, or `( Save )` under a capsule or circle
/// `buttonBorderShape`.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// The style.
  public init() {}
  /// A bordered button.
  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(self)
  }
  var look: ButtonLook { .bordered }
}

/// The screen's main action: the label on the accent colour, ` Save `, and between brackets
/// while focused, so it shows without colour too.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// The style.
  public init() {}
  /// A filled button.
  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(self)
  }
  var look: ButtonLook { .prominent }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's button.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A button without a border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The label as it is.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A bordered button.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A filled button.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

/// The button style in force, as the environment hands it down.
@usableFromInline enum ButtonStyleChoice {
  case builtIn(ButtonLook)
  case style(any ButtonStyle)
  case primitive(any PrimitiveButtonStyle)
}

struct ButtonStyleKey: EnvironmentKey {
  static var defaultValue: ButtonStyleChoice { .builtIn(.tinted) }
}

extension EnvironmentValues {
  var buttonStyle: ButtonStyleChoice {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws every button inside with `style`, as SwiftUI's `buttonStyle(_:)`.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyle, .style(style))
  }

  /// Draws and triggers every button inside with `style`: a built-in one (`.bordered`,
  /// `.plain`…) or one of the app's own.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    if let builtIn = style as? BuiltInButtonStyle {
      return environment(\.buttonStyle, .builtIn(builtIn.look))
    }
    return environment(\.buttonStyle, .primitive(style))
  }
}
