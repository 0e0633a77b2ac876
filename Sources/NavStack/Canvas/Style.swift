/// How a cell is drawn: video attributes plus a colour role.
///
/// Roles name what a cell is (the bar, a selection, a dimmed backdrop), not a colour; the backend
/// maps them to its theme, and with colour off it drops them, so everything a role conveys must
/// also be carried by an attribute (reverse video for selection) or a glyph (the `›` marker).
public struct Style: Hashable, Sendable {
  /// Video attributes, which every terminal and `NO_COLOR` keep.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The attributes as bits.
    public let rawValue: UInt8
    /// The attributes whose bits are set in `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Foreground and background swapped: how selection and focus show without colour.
    public static let reverse = Attributes(rawValue: 1 << 0)
    /// Bold, or bright on terminals that show bold so.
    public static let bold = Attributes(rawValue: 1 << 1)
    /// Dim: less important text and a backdrop below a sheet.
    public static let dim = Attributes(rawValue: 1 << 2)
    /// Underlined: text fields, and italic text.
    public static let underline = Attributes(rawValue: 1 << 3)
  }

  /// What the cell is, for the colour theme.
  public enum Role: UInt8, Hashable, Sendable, CaseIterable {
    case plain, bar, keyBar, selection, accent, muted, destructive, border, backdrop, error
    /// A button drawn on the bar: set apart from the title, on the bar's own background.
    case barButton
    /// SwiftUI's named colours that no role above stands for (`Color.orange`, `.green`, …):
    /// red is `destructive`, blue the `accent` and gray `muted`, so those keep their roles.
    case orange, yellow, green, mint, teal, cyan, indigo, purple, pink, brown
  }

  /// The video attributes, which are drawn with colour on or off.
  public var attributes: Attributes
  /// What the cell is, which the theme colours; dropped when colour is off.
  public var role: Role

  /// A style of `attributes` in the colours of `role`.
  public init(_ attributes: Attributes = [], role: Role = .plain) {
    self.attributes = attributes
    self.role = role
  }

  /// No attributes, the terminal's own colours.
  public static let plain = Style()
  /// The navigation bar: bold, in the bar's colours.
  public static let bar = Style(.bold, role: .bar)
  /// The key bar on the last row.
  public static let keyBar = Style(role: .keyBar)
  /// The selected row or focused control: reverse video.
  public static let selection = Style(.reverse, role: .selection)
  /// Secondary text: dim.
  public static let muted = Style(.dim, role: .muted)
  /// A sheet's or an alert's border.
  public static let border = Style(role: .border)
  /// An error message: bold, in the error colour.
  public static let error = Style(.bold, role: .error)

  /// This style with the attributes added.
  public func adding(_ extra: Attributes) -> Style {
    Style(attributes.union(extra), role: role)
  }

  /// The name snapshot files use for this style, such as `reverse+bold@selection`.
  public var name: String {
    var parts: [String] = []
    if attributes.contains(.reverse) { parts.append("reverse") }
    if attributes.contains(.bold) { parts.append("bold") }
    if attributes.contains(.dim) { parts.append("dim") }
    if attributes.contains(.underline) { parts.append("underline") }
    let base = parts.isEmpty ? "plain" : parts.joined(separator: "+")
    return role == .plain ? base : "\(base)@\(role)"
  }
}
