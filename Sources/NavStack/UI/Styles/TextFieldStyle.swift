/// How text fields draw, as SwiftUI's `TextFieldStyle`: the styles are the built-in ones.
@MainActor @preconcurrency
public protocol TextFieldStyle {}

/// How a built-in text field style draws in a terminal.
enum TextFieldLook: Hashable, Sendable {
  /// The text underlined to the end of the row, as the notebook's editor draws a field.
  case underlined
  /// The text alone, with no line under it: `.plain`.
  case plain
  /// The text between brackets, `[Quarterly plan  ]`: `.roundedBorder`.
  case bordered
}

/// A built-in style, which the field draws itself.
@MainActor
protocol BuiltInTextFieldStyle {
  var look: TextFieldLook { get }
}

/// The platform's field: the text underlined to the end of the row.
public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
  /// The style.
  public init() {}
  var look: TextFieldLook { .underlined }
}

/// The text alone, with nothing drawn around it.
public struct PlainTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
  /// The style.
  public init() {}
  var look: TextFieldLook { .plain }
}

/// The text inside a border: between brackets here.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
  /// The style.
  public init() {}
  var look: TextFieldLook { .bordered }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The platform's field.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// The text alone.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// The text inside a border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

struct TextFieldLookKey: EnvironmentKey {
  static let defaultValue = TextFieldLook.underlined
}

extension EnvironmentValues {
  var textFieldLook: TextFieldLook {
    get { self[TextFieldLookKey.self] }
    set { self[TextFieldLookKey.self] = newValue }
  }
}

extension View {
  /// Draws every text and secure field inside with `style`, as SwiftUI's
  /// `textFieldStyle(_:)`.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    environment(\.textFieldLook, (style as? BuiltInTextFieldStyle)?.look ?? .underlined)
  }
}
