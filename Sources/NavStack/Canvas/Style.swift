/// How a cell is drawn: video attributes plus a colour role.
///
/// Roles name what a cell is (the bar, a selection, a dimmed backdrop), not a colour; the backend
/// maps them to its theme, and with colour off it drops them, so everything a role conveys must
/// also be carried by an attribute (reverse video for selection) or a glyph (the `›` marker).
public struct Style: Hashable, Sendable {
  /// Video attributes, which every terminal and `NO_COLOR` keep.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let reverse = Attributes(rawValue: 1 << 0)
    public static let bold = Attributes(rawValue: 1 << 1)
    public static let dim = Attributes(rawValue: 1 << 2)
    public static let underline = Attributes(rawValue: 1 << 3)
  }

  /// What the cell is, for the colour theme.
  public enum Role: UInt8, Hashable, Sendable, CaseIterable {
    case plain, bar, keyBar, selection, accent, muted, destructive, border, backdrop, error
    /// A button drawn on the bar: set apart from the title, on the bar's own background.
    case barButton
  }

  public var attributes: Attributes
  public var role: Role

  public init(_ attributes: Attributes = [], role: Role = .plain) {
    self.attributes = attributes
    self.role = role
  }

  public static let plain = Style()
  public static let bar = Style(.bold, role: .bar)
  public static let keyBar = Style(role: .keyBar)
  public static let selection = Style(.reverse, role: .selection)
  public static let muted = Style(.dim, role: .muted)
  public static let border = Style(role: .border)
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
