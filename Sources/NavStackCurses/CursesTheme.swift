import CNcurses
import NavStack

/// The calm default theme: what each `Style.Role` looks like in colour.
///
/// Colours sit on the terminal's own background (`use_default_colors`); only the bars and the
/// selection get a background of their own, so they stand apart. Everything a role conveys is
/// also carried by an attribute or a glyph, which is why the theme can be switched off whole.
struct CursesTheme {
  /// One role's colours; -1 is the terminal's default colour.
  struct Entry {
    var foreground: Int16
    var background: Int16
    /// Attributes the role adds when colour is on (a dimmed backdrop on 8 colours).
    var extra: Style.Attributes = []
    /// Whether reverse video is dropped because the colours already show the selection.
    var replacesReverse = false
  }

  /// The entries for a terminal with 256 colours or more.
  static func rich(_ role: Style.Role) -> Entry? {
    switch role {
    case .plain: return nil
    case .bar: return Entry(foreground: 254, background: 238)
    case .keyBar: return Entry(foreground: 250, background: 236)
    case .selection: return Entry(foreground: 231, background: 25, replacesReverse: true)
    case .accent: return Entry(foreground: 74, background: -1)
    case .muted: return Entry(foreground: 245, background: -1)
    case .destructive: return Entry(foreground: 167, background: -1)
    case .border: return Entry(foreground: 243, background: -1)
    case .backdrop: return Entry(foreground: 240, background: -1)
    case .error: return Entry(foreground: 203, background: -1)
    }
  }

  /// The entries for a terminal with the eight basic colours.
  static func basic(_ role: Style.Role) -> Entry? {
    switch role {
    case .plain: return nil
    case .bar: return Entry(foreground: Int16(COLOR_WHITE), background: Int16(COLOR_BLUE))
    case .keyBar: return Entry(foreground: Int16(COLOR_BLACK), background: Int16(COLOR_WHITE))
    case .selection:
      return Entry(
        foreground: Int16(COLOR_BLACK), background: Int16(COLOR_CYAN), replacesReverse: true)
    case .accent: return Entry(foreground: Int16(COLOR_CYAN), background: -1)
    case .muted: return Entry(foreground: -1, background: -1, extra: .dim)
    case .destructive: return Entry(foreground: Int16(COLOR_RED), background: -1)
    case .border: return Entry(foreground: Int16(COLOR_BLUE), background: -1)
    case .backdrop: return Entry(foreground: -1, background: -1, extra: .dim)
    case .error: return Entry(foreground: Int16(COLOR_RED), background: -1)
    }
  }
}
