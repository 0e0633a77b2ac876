/// Where frames go and input comes from: the real terminal, or an in-memory one.
///
/// The run loop and the replayer talk only to this protocol, so the same drawing and the same
/// event handling run headless in tests and through ncurses in a terminal.
@MainActor
public protocol Terminal: AnyObject {
  /// The current size in cells.
  var size: Size { get }
  /// Shows one frame. Implementations send only what changed since the last frame.
  func present(_ canvas: Canvas)
  /// Waits at most `milliseconds` (`Int.max`: without a bound) for the next event, so the run
  /// loop can fire timers while the user is idle. A terminal without a clock (in memory, a
  /// replay) ignores the bound: it gives its next input at once, or `.ended`.
  func nextEvent(waitingAtMost milliseconds: Int) -> TerminalWait
  /// Applies a size chosen by a script (`Resize`, `Set Size`); a real terminal may ignore it
  /// when it cannot resize itself, and then reports its own size.
  func resize(to size: Size)
  /// The lines the program printed since the last call while this terminal held the screen,
  /// for the window's log; the default has none (standard output was left alone).
  func takePrintedLines() -> [String]
  /// The time on the terminal's own clock in milliseconds, for one whose time passes only as
  /// its input says (a replay's `Sleep`), so a run is the same each time; nil, the default,
  /// for a terminal that lives in real time.
  var virtualTime: Int? { get }
}

/// How a bounded wait for input ended.
public enum TerminalWait: Equatable, Sendable {
  /// An event arrived.
  case event(InputEvent)
  /// The time ran out first (on a terminal without a clock: its input paused, as a `Sleep`),
  /// or the wait ended early with nothing to deliver (output was printed meanwhile, for the
  /// log): either way the loop writes what a text editor held back, draws and waits again.
  case timedOut
  /// Input ended, or the program must stop.
  case ended
}

extension Terminal {
  /// Nothing printed is captured: standard output goes where it went.
  public func takePrintedLines() -> [String] { [] }

  /// Real time.
  public var virtualTime: Int? { nil }
}
