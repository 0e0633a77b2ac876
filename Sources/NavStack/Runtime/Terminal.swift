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
  /// Waits for the next input event; nil when input has ended or the program must stop.
  func nextEvent() -> InputEvent?
  /// Waits for the next decoded event, pastes included; the run loop reads this one.
  /// The default reads `nextEvent()`, for terminals that have no pastes to give.
  func nextTerminalEvent() -> TerminalEvent?
  /// Waits at most `milliseconds` for the next decoded event, so a run loop can fire timers
  /// while the user is idle. The default waits for the event, as a terminal without a clock.
  func nextTerminalEvent(waitingAtMost milliseconds: Int) -> TerminalWait
  /// Applies a size chosen by a script (`Resize`, `Set Size`); a real terminal may ignore it
  /// when it cannot resize itself, and then reports its own size.
  func resize(to size: Size)
  /// The lines the program printed since the last call while this terminal held the screen,
  /// for the window's log; the default has none (standard output was left alone).
  func takePrintedLines() -> [String]
}

/// How a bounded wait for input ended.
public enum TerminalWait: Equatable, Sendable {
  /// An event arrived.
  case event(TerminalEvent)
  /// The time ran out first, or the wait ended early with nothing to deliver (output was
  /// printed meanwhile, for the log): either way the loop draws and waits again.
  case timedOut
  /// Input ended, or the program must stop.
  case ended
}

extension Terminal {
  /// Waits for the next event without a bound, for a terminal that keeps no clock.
  public func nextTerminalEvent(waitingAtMost milliseconds: Int) -> TerminalWait {
    nextTerminalEvent().map(TerminalWait.event) ?? .ended
  }

  /// The next key, click or resize from `nextEvent()`; such a terminal gives no pastes.
  public func nextTerminalEvent() -> TerminalEvent? { nextEvent().map(TerminalEvent.init) }

  /// The unbounded wait made of the bounded one, waiting again each time it times out: for a
  /// terminal whose own wait is the bounded one (a real terminal, a recording around one).
  public func nextTerminalEventWithoutBound() -> TerminalEvent? {
    while true {
      switch nextTerminalEvent(waitingAtMost: Int.max) {
      case .event(let event): return event
      case .ended: return nil
      case .timedOut: continue
      }
    }
  }

  /// Nothing printed is captured: standard output goes where it went.
  public func takePrintedLines() -> [String] { [] }
}
