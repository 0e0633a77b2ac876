/// How text fields draw, as SwiftUI's `TextFieldStyle`: a built-in look, or an app's own
/// style that wraps the field (`_body(configuration:)`, as apps write it), which stays the
/// field that takes the keys.
@MainActor @preconcurrency
public protocol TextFieldStyle {
  /// What the style makes of a field.
  associatedtype _Body: View
  /// The label of the field a style is given.
  typealias _Label = _TextFieldStyleLabel
  /// The field, wrapped in what the style draws around it.
  @ViewBuilder func _body(configuration: TextField<_Label>) -> _Body
}

/// The label of the field a `TextFieldStyle` is given: the field's own label.
public struct _TextFieldStyleLabel: View {
  let content: AnyView

  /// The field's label.
  public var body: some View { content }
}

/// How a built-in text field style draws in a terminal.
@usableFromInline enum TextFieldLook: Hashable, Sendable {
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
  /// The field itself, which draws this look.
  public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
  var look: TextFieldLook { .underlined }
}

/// The text alone, with nothing drawn around it.
public struct PlainTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
  /// The style.
  public init() {}
  /// The field itself, which draws this look.
  public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
  var look: TextFieldLook { .plain }
}

/// The text inside a border: between brackets here.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
  /// The style.
  public init() {}
  /// The field itself, which draws this look.
  public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
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

/// An app's own text field style, as the fields under it apply it.
struct TextFieldStyleBodyKey: EnvironmentKey {
  static let defaultValue: (@MainActor (TextField<_TextFieldStyleLabel>) -> any View)? = nil
}

struct TextFieldLookKey: EnvironmentKey {
  static let defaultValue = TextFieldLook.underlined
}

extension EnvironmentValues {
  var textFieldLook: TextFieldLook {
    get { self[TextFieldLookKey.self] }
    set { self[TextFieldLookKey.self] = newValue }
  }

  /// An app's own style's body, which text fields under it are wrapped in; nil for a
  /// built-in look.
  var textFieldStyleBody: (@MainActor (TextField<_TextFieldStyleLabel>) -> any View)? {
    get { self[TextFieldStyleBodyKey.self] }
    set { self[TextFieldStyleBodyKey.self] = newValue }
  }
}

extension View {
  /// Draws every text field inside with `style`, as SwiftUI's `textFieldStyle(_:)`: a
  /// built-in look, or an app's own style's `_body` around each field.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    let builtIn = style as? BuiltInTextFieldStyle
    var body: (@MainActor (TextField<_TextFieldStyleLabel>) -> any View)?
    if builtIn == nil {
      body = { configuration -> any View in style._body(configuration: configuration) }
    }
    return environment(\.textFieldLook, builtIn?.look ?? .underlined)
      .environment(\.textFieldStyleBody, body)
  }
}
