/// How text is drawn where it is: attributes and colour from `.bold()`, `.font`,
/// `.foregroundStyle`, inherited down the environment as SwiftUI's text modifiers are.
struct TextStyle: Hashable {
  var attributes: Style.Attributes = []
  var role: Style.Role = .plain

  /// The cell style.
  var style: Style { Style(attributes, role: role) }

  func adding(_ other: TextStyle) -> TextStyle {
    TextStyle(
      attributes: attributes.union(other.attributes),
      role: other.role == .plain ? role : other.role)
  }
}

/// Italic text is drawn underlined: the attribute every terminal in the key tables shows.
extension Style.Attributes {
  static let italicLook = Style.Attributes.underline
}

struct TextStyleKey: EnvironmentKey {
  static let defaultValue = TextStyle()
}

struct LineLimitKey: EnvironmentKey {
  static let defaultValue: Int? = nil
}

struct MultilineAlignmentKey: EnvironmentKey {
  static let defaultValue = TextAlignment.leading
}

extension EnvironmentValues {
  var textStyle: TextStyle {
    get { self[TextStyleKey.self] }
    set { self[TextStyleKey.self] = newValue }
  }

  /// The most lines a `Text` wraps to; nil for no limit.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// How wrapped lines of text line up.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineAlignmentKey.self] }
    set { self[MultilineAlignmentKey.self] = newValue }
  }
}

/// How lines of wrapped text line up, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable {
  /// Left.
  case leading
  /// Centred.
  case center
  /// Right.
  case trailing
}
