/// A font, as SwiftUI's `Font`, mapped to what a terminal can show of it: a large or heavy
/// font is bold, a small one dimmed.
///
/// A terminal draws every character in one size and one face, so a font keeps only the
/// attributes that stand for its size and weight: titles and headlines (20 points and more, or
/// semibold and heavier) are bold, captions and footnotes (13 points and less) dimmed, and an
/// italic font is drawn as italic text is (underlined). A design (serif, rounded, monospaced),
/// a width, small capitals and leading change nothing: a terminal has one face.
public struct Font: Hashable, Sendable {
  let attributes: Style.Attributes

  /// Body text.
  public static let body = Font(attributes: [])
  /// Bold.
  public static let largeTitle = Font(attributes: .bold)
  /// Bold.
  public static let title = Font(attributes: .bold)
  /// Bold.
  public static let title2 = Font(attributes: .bold)
  /// Bold.
  public static let title3 = Font(attributes: .bold)
  /// Bold.
  public static let headline = Font(attributes: .bold)
  /// Plain.
  public static let subheadline = Font(attributes: [])
  /// Plain.
  public static let callout = Font(attributes: [])
  /// Dimmed.
  public static let footnote = Font(attributes: .dim)
  /// Dimmed.
  public static let caption = Font(attributes: .dim)
  /// Dimmed.
  public static let caption2 = Font(attributes: .dim)

  /// The system font at `size` points: bold from 20 points (a title's size), dimmed at 13 and
  /// below (a caption's), then made as heavy or light as `weight`.
  public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
    let sized: Style.Attributes = size >= 20 ? .bold : size <= 13 ? .dim : []
    let font = Font(attributes: sized)
    return weight.map(font.weight) ?? font
  }

  /// The system font in a text style's size, as heavy or light as `weight`.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    let font = style.font
    return weight.map(font.weight) ?? font
  }

  /// A font by name at `size` points: sized as the system font is, since a terminal has one
  /// face.
  public static func custom(_ name: String, size: Double) -> Font {
    system(size: size)
  }

  /// A font by name at `size` points that scales as `textStyle` does: sized as that style.
  public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle)
    -> Font
  {
    textStyle.font
  }

  /// A font by name at a size that does not scale: sized as the system font is.
  public static func custom(_ name: String, fixedSize: Double) -> Font {
    system(size: fixedSize)
  }

  /// The same font, bold.
  public func bold() -> Font { Font(attributes: attributes.union(.bold)) }

  /// The same font, italic: drawn underlined, as italic text is.
  public func italic() -> Font { Font(attributes: attributes.union(.italicLook)) }

  /// The same font at `weight`: semibold and heavier are bold, light and thinner not.
  public func weight(_ weight: Weight) -> Font {
    switch weight {
    case .semibold, .bold, .heavy, .black: return bold()
    case .ultraLight, .thin, .light: return Font(attributes: attributes.subtracting(.bold))
    case .regular, .medium: return self
    }
  }

  /// The same font; a terminal's characters are all one width already.
  public func monospaced() -> Font { self }
  /// The same font; a terminal's digits are all one width already.
  public func monospacedDigit() -> Font { self }
  /// The same font; a terminal has one face, without small capitals.
  public func smallCaps() -> Font { self }
  /// The same font; a terminal has one face, without small capitals.
  public func lowercaseSmallCaps() -> Font { self }
  /// The same font; a terminal has one face, without small capitals.
  public func uppercaseSmallCaps() -> Font { self }
  /// The same font; a terminal's lines are one cell apart.
  public func leading(_ leading: Leading) -> Font { self }
  /// The same font; a terminal has one width of face.
  public func width(_ width: Width) -> Font { self }

  /// A font weight; semibold and heavier draw bold.
  public enum Weight: Hashable, Sendable {
    /// The lightest.
    case ultraLight
    /// Thin.
    case thin
    /// Light.
    case light
    /// The usual weight.
    case regular
    /// Medium.
    case medium
    /// Semibold: bold in a terminal.
    case semibold
    /// Bold.
    case bold
    /// Heavy: bold.
    case heavy
    /// The heaviest: bold.
    case black
  }

  /// A face's design: a terminal has one face, so every design draws the same.
  public enum Design: Hashable, Sendable {
    /// The system's face.
    case `default`
    /// A face with serifs.
    case serif
    /// A face with rounded ends.
    case rounded
    /// A face whose characters are one width.
    case monospaced
  }

  /// How far apart lines are: a terminal's lines are one cell apart.
  public enum Leading: Hashable, Sendable {
    /// The usual space.
    case standard
    /// Less space.
    case tight
    /// More space.
    case loose
  }

  /// How wide a face is: a terminal has one width.
  public struct Width: Hashable, Sendable {
    /// The width as a number, 0 for the standard one.
    public var value: Double
    /// A width of `value`.
    public init(_ value: Double) { self.value = value }
    /// Compressed.
    public static let compressed = Width(-0.3)
    /// Condensed.
    public static let condensed = Width(-0.2)
    /// The standard width.
    public static let standard = Width(0)
    /// Expanded.
    public static let expanded = Width(0.2)
  }

  /// A text style's size, as SwiftUI's `Font.TextStyle`.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    /// The largest title: bold.
    case largeTitle
    /// A title: bold.
    case title
    /// A second-level title: bold.
    case title2
    /// A third-level title: bold.
    case title3
    /// A headline: bold.
    case headline
    /// A subheadline: plain.
    case subheadline
    /// Body text: plain.
    case body
    /// A callout: plain.
    case callout
    /// A footnote: dimmed.
    case footnote
    /// A caption: dimmed.
    case caption
    /// A second caption: dimmed.
    case caption2

    /// The font of this style.
    var font: Font {
      switch self {
      case .largeTitle: .largeTitle
      case .title: .title
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .subheadline: .subheadline
      case .body: .body
      case .callout: .callout
      case .footnote: .footnote
      case .caption: .caption
      case .caption2: .caption2
      }
    }
  }
}
