import Glibc

extension CursesTerminal {
  /// How the terminal is opened: which files, which terminal type, mouse, colour, Esc delay.
  ///
  /// Every choice is explicit so that the caller (the command line) decides and the terminal
  /// assumes nothing: `NO_COLOR`, `--no-mouse` and `TERM` arrive here as plain values.
  public struct Options: Sendable {
    /// Where input is read or output written.
    public enum Endpoint: Sendable, Equatable {
      /// An open file descriptor, duplicated so that closing the terminal leaves it open.
      case descriptor(Int32)
      /// A file opened for the terminal, such as `/dev/tty`.
      case path(String)
    }

    /// Where keys are read from: standard input by default.
    public var input: Endpoint
    /// Where the screen is written: standard output by default.
    public var output: Endpoint
    /// The terminfo name; nil or empty means `TERM` is not set.
    public var terminalType: String?
    /// Whether clicks and the wheel are reported.
    public var mouse: Bool
    /// Whether colours are used (when the terminal has them); off sends no colour at all.
    public var color: Bool
    /// How long a lone Esc waits for the rest of an escape sequence, in milliseconds.
    public var escapeDelay: Int

    /// Options for a terminal; the defaults read `TERM` and `ESCDELAY` from the environment.
    public init(
      input: Endpoint = .descriptor(STDIN_FILENO),
      output: Endpoint = .descriptor(STDOUT_FILENO),
      terminalType: String? = Options.environment("TERM"),
      mouse: Bool = true,
      color: Bool = true,
      escapeDelay: Int = Options.environmentEscapeDelay
    ) {
      self.input = input
      self.output = output
      self.terminalType = terminalType
      self.mouse = mouse
      self.color = color
      self.escapeDelay = max(0, escapeDelay)
    }

    /// The default Esc delay: 25 ms, short enough to feel instant, unless `ESCDELAY` says.
    public static let defaultEscapeDelay = 25

    /// `ESCDELAY` from the environment when it is a number, else `defaultEscapeDelay`.
    public static var environmentEscapeDelay: Int {
      guard let text = environment("ESCDELAY"), let value = Int(text), value >= 0 else {
        return defaultEscapeDelay
      }
      return value
    }

    /// A variable of the process environment, or nil.
    public static func environment(_ name: String) -> String? {
      guard let value = getenv(name) else { return nil }
      return String(cString: value)
    }
  }
}
