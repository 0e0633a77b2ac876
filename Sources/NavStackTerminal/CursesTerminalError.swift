/// Why the terminal could not be started.
///
/// Each message names what is wrong (the terminal type, the file) and is meant to be printed
/// as it is after the program's name, before anything has been drawn.
public enum CursesTerminalError: Error, Equatable, CustomStringConvertible {
  /// `TERM` is not set or empty.
  case missingTerminalType
  /// terminfo has no entry for the type, or only a generic one.
  case unknownTerminalType(String)
  /// No terminfo database could be found at all.
  case noTerminfoDatabase(String)
  /// The type is known but cannot draw a screen (hardcopy, no cursor addressing).
  case unusableTerminalType(String, reason: String)
  /// An input or output file could not be opened.
  case cannotOpen(path: String, reason: String)
  /// ncurses refused to start on otherwise valid files and type.
  case cannotStart(terminalType: String)
  /// Standard input or output is not a terminal, and there is no controlling terminal either.
  case noTerminal

  /// The reason as one line, to print after the program's name.
  public var description: String {
    switch self {
    case .missingTerminalType:
      return "the terminal type is not set (TERM is empty)"
    case .unknownTerminalType(let name):
      return "terminal type '\(name)' is not usable (unknown to terminfo)"
    case .noTerminfoDatabase(let name):
      return "terminal type '\(name)' is not usable (no terminfo database found)"
    case .unusableTerminalType(let name, let reason):
      return "terminal type '\(name)' is not usable (\(reason))"
    case .cannotOpen(let path, let reason):
      return "cannot open \(path): \(reason)"
    case .cannotStart(let name):
      return "cannot start the terminal (type '\(name)')"
    case .noTerminal:
      return "standard input or output is not a terminal, and there is no controlling "
        + "terminal (\(ControllingTerminal.path)) to use instead"
    }
  }
}
