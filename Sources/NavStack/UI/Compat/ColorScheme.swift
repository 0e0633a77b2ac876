/// Whether the screen is light text on dark or dark text on light, as SwiftUI's
/// `ColorScheme`.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
  /// Dark text on a light background.
  case light
  /// Light text on a dark background.
  case dark

  /// The scheme the terminal says it has through `COLORFGBG`.
  ///
  /// xterm, rxvt and Konsole set it ("15;0": colour 15 on colour 0): a background of colour 7
  /// or 9–15 is light, any other dark. Without it, dark, as most terminals are.
  init(terminalColors: String?) {
    guard let colors = terminalColors,
      let background = colors.split(separator: ";").last.flatMap({ Int($0) })
    else {
      self = .dark
      return
    }
    self = background == 7 || (9...15).contains(background) ? .light : .dark
  }
}

/// The terminal's scheme, read from the process's environment once.
struct ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme(
    terminalColors: ProcessInfo.processInfo.environment["COLORFGBG"])
}

extension EnvironmentValues {
  /// The terminal's scheme: dark unless `COLORFGBG` says its background is light, so a view
  /// that picks its colours by scheme picks the ones that read on this terminal.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
}

extension View {
  /// Accepted so iOS code compiles; a program cannot change the terminal's colours, so
  /// `colorScheme` stays the terminal's.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
}
