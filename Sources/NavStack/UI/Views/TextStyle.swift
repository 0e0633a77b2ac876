/// How text is drawn where it is: attributes and colour from `.bold()`, `.font`,
/// `.foregroundStyle`, a line through it and its case, inherited down the environment as
/// SwiftUI's text modifiers are.
struct TextStyle: Hashable {
  var attributes: Style.Attributes = []
  var role: Style.Role = .plain
  /// `.strikethrough()`: a line through every character.
  var isStruckThrough = false
  /// `.textCase(_:)`: the text shown in capitals or small letters.
  var textCase: Text.Case?

  /// The cell style.
  var style: Style { Style(attributes, role: role) }

  func adding(_ other: TextStyle) -> TextStyle {
    TextStyle(
      attributes: attributes.union(other.attributes),
      role: other.role == .plain ? role : other.role,
      isStruckThrough: isStruckThrough || other.isStruckThrough,
      textCase: other.textCase ?? textCase)
  }
}

/// Italic text is drawn underlined: the attribute every terminal in the key tables shows.
extension Style.Attributes {
  static let italicLook = Style.Attributes.underline
}

extension String {
  /// The text with a line through each character: a combining long stroke (U+0336) after each,
  /// which terminals draw over the character, since curses has no strikethrough attribute.
  var struckThrough: String {
    var result = ""
    result.reserveCapacity(utf8.count * 3)
    for character in self {
      result.append(character)
      result.unicodeScalars.append("\u{0336}")
    }
    return result
  }
}

struct TextStyleKey: EnvironmentKey {
  static let defaultValue = TextStyle()
}

/// How many lines text takes and how a line too long is cut.
///
/// `.lineLimit`, its reserved lines and `.truncationMode` are one value, so a text reads them
/// with one look-up.
struct LineLimits: Hashable {
  /// The most lines; nil for no limit.
  var limit: Int?
  /// The fewest lines the text takes, blank ones below it if it is shorter
  /// (`lineLimit(_:reservesSpace:)`, a range's lower bound).
  var reserved = 0
  /// Where a line that does not fit is cut.
  var truncation = Text.TruncationMode.tail
}

struct LineLimitKey: EnvironmentKey {
  static let defaultValue = LineLimits()
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
    get { lineLimits.limit }
    set { lineLimits.limit = newValue }
  }

  /// The line limit, the lines reserved and the truncation mode.
  var lineLimits: LineLimits {
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
