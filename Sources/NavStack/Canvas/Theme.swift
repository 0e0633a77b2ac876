/// The calm default theme: what each `Style.Role` looks like in colour.
///
/// One table for every way the app draws — through ncurses, and as ANSI text in casts — so a
/// role looks the same everywhere. Colours sit on the terminal's own background (-1); only the
/// bars and the selection get a background of their own, so they stand apart. Everything a
/// role conveys is also carried by an attribute or a glyph, which is why the theme can be
/// switched off whole (`NO_COLOR`).
public enum Theme {
  /// One role's colours, as palette indices; -1 is the terminal's default colour.
  public struct Entry: Sendable, Equatable {
    /// The text colour, as a palette index; -1 is the terminal's default.
    public var foreground: Int16
    /// The background colour, as a palette index; -1 is the terminal's default.
    public var background: Int16
    /// Attributes the role adds when colour is on (a dimmed backdrop on 8 colours).
    public var extra: Style.Attributes = []
    /// Whether reverse video is dropped because the colours already show the selection.
    public var replacesReverse = false
  }

  /// The eight basic colours, as ncurses and ANSI number them.
  public enum Basic {
    /// Black: palette index 0.
    public static let black: Int16 = 0
    /// Red: palette index 1.
    public static let red: Int16 = 1
    /// Green: palette index 2.
    public static let green: Int16 = 2
    /// Yellow: palette index 3.
    public static let yellow: Int16 = 3
    /// Blue: palette index 4.
    public static let blue: Int16 = 4
    /// Magenta: palette index 5.
    public static let magenta: Int16 = 5
    /// Cyan: palette index 6.
    public static let cyan: Int16 = 6
    /// White: palette index 7.
    public static let white: Int16 = 7
  }

  /// The entries for a terminal with 256 colours or more.
  public static func rich(_ role: Style.Role) -> Entry? {
    switch role {
    case .plain: return nil
    case .bar: return Entry(foreground: 254, background: 238)
    case .barButton: return Entry(foreground: 117, background: 238)
    case .keyBar: return Entry(foreground: 250, background: 236)
    case .selection: return Entry(foreground: 231, background: 25, replacesReverse: true)
    case .accent: return Entry(foreground: 74, background: -1)
    case .muted: return Entry(foreground: 245, background: -1)
    case .destructive: return Entry(foreground: 167, background: -1)
    case .border: return Entry(foreground: 243, background: -1)
    case .backdrop: return Entry(foreground: 240, background: -1)
    case .error: return Entry(foreground: 203, background: -1)
    // Near Apple's system colours, in the 6×6×6 cube's softer steps so they sit calmly on a
    // dark or a light background.
    case .orange: return Entry(foreground: 215, background: -1)
    case .yellow: return Entry(foreground: 221, background: -1)
    case .green: return Entry(foreground: 77, background: -1)
    case .mint: return Entry(foreground: 79, background: -1)
    case .teal: return Entry(foreground: 73, background: -1)
    case .cyan: return Entry(foreground: 81, background: -1)
    case .indigo: return Entry(foreground: 105, background: -1)
    case .purple: return Entry(foreground: 141, background: -1)
    case .pink: return Entry(foreground: 211, background: -1)
    case .brown: return Entry(foreground: 137, background: -1)
    }
  }

  /// The entries for a terminal with the eight basic colours.
  public static func basic(_ role: Style.Role) -> Entry? {
    switch role {
    case .plain: return nil
    case .bar: return Entry(foreground: Basic.white, background: Basic.blue)
    case .barButton: return Entry(foreground: Basic.yellow, background: Basic.blue)
    case .keyBar: return Entry(foreground: Basic.black, background: Basic.white)
    case .selection:
      return Entry(foreground: Basic.black, background: Basic.cyan, replacesReverse: true)
    case .accent: return Entry(foreground: Basic.cyan, background: -1)
    case .muted: return Entry(foreground: -1, background: -1, extra: .dim)
    case .destructive: return Entry(foreground: Basic.red, background: -1)
    case .border: return Entry(foreground: Basic.blue, background: -1)
    case .backdrop: return Entry(foreground: -1, background: -1, extra: .dim)
    case .error: return Entry(foreground: Basic.red, background: -1)
    // The nearest of the eight; orange is yellow without bold, as most palettes draw it.
    case .orange, .brown: return Entry(foreground: Basic.yellow, background: -1)
    case .yellow: return Entry(foreground: Basic.yellow, background: -1, extra: .bold)
    case .green, .mint: return Entry(foreground: Basic.green, background: -1)
    case .teal, .cyan: return Entry(foreground: Basic.cyan, background: -1)
    case .indigo: return Entry(foreground: Basic.blue, background: -1)
    case .purple, .pink: return Entry(foreground: Basic.magenta, background: -1)
    }
  }
}
