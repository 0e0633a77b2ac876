/// The one run loop: draw, wait for an event or the next timer, handle it, draw again.
///
/// Every driver runs it and differs only in the terminal it passes: the interactive run an
/// ncurses terminal (wrapped to record or cast it), a replay and a test session a terminal
/// whose input is a script's steps, a test a terminal in memory. A frame follows every event,
/// so what a replay checks is what the user saw.
///
/// Before each frame the terminal's captured output (`print` while the screen is taken) is
/// handed to the application's log, so the inspector shows it as soon as it is printed.
///
/// The application's clock follows the terminal's: real time, moved on before each event and
/// when a timer falls due while the user is idle, or for a terminal without a clock its
/// `virtualTime`, which only its input moves on (a replay's `Sleep`).
///
/// Edits a text editor holds back (`TextWriteSchedule`) are written here, so no driver has to:
/// once typing pauses, when a timer that may read them falls due, and as a run in real time
/// ends (a draft kept on the way out holds what the editor shows). Before an event, the window
/// writes them itself unless the editor takes it.
@MainActor
public enum EventLoop {
  /// Runs until the application finishes or the terminal has no more input (end of input or a
  /// terminating signal); returns the number of events handled.
  @discardableResult
  public static func run(_ app: any Application, on terminal: any Terminal) -> Int {
    var handled = 0
    var clock = LoopClock(terminal)
    present(app, on: terminal)
    while true {
      let next = app.isFinished ? .ended : terminal.nextEvent(waitingAtMost: wait(for: app))
      let elapsed = clock.take(from: terminal)
      if writesPendingEdits(before: next, elapsed: elapsed, app: app, terminal: terminal) {
        TextArea.commitPendingEdits()
      }
      switch next {
      case .ended:
        return handled
      case .timedOut:
        // A pause: what the main queue and the timers hold runs, due or not yet drawn.
        app.advanceClock(by: elapsed)
      case .event(let event):
        if elapsed > 0 { app.advanceClock(by: elapsed) }
        app.handle(event)
        handled += 1
        // A terminal in real time is given back once the app quits, so it is not drawn on
        // again; one without a clock gets the frame, which a replay checks and casts.
        if app.isFinished && terminal.virtualTime == nil { continue }
      }
      present(app, on: terminal)
    }
  }

  /// Whether what a text editor holds back must be written before the loop goes on.
  ///
  /// It is when typing paused (the wait timed out), when a timer that may read the text falls
  /// due, and when the run ends in real time, for what the app keeps on the way out. On a
  /// terminal without a clock the end of input is no pause: the next input of a test types on.
  private static func writesPendingEdits(
    before next: TerminalWait, elapsed: Int, app: any Application, terminal: any Terminal
  ) -> Bool {
    guard TextArea.hasPendingEdits else { return false }
    switch next {
    case .timedOut: return true
    case .ended: return terminal.virtualTime == nil
    case .event:
      return elapsed > 0 && (app.millisecondsUntilNextTimer.map { $0 <= elapsed } ?? false)
    }
  }

  /// How long to wait for input: until the next timer, or until typing has paused long
  /// enough for a text editor to write what it holds back.
  private static func wait(for app: any Application) -> Int {
    var wait = app.millisecondsUntilNextTimer.map { max(0, $0) } ?? Int.max
    if TextArea.hasPendingEdits { wait = min(wait, TextArea.pauseMilliseconds) }
    return wait
  }

  /// Hands the app what the program printed since the last turn, then draws the frame that
  /// may show it in the inspector.
  private static func present(_ app: any Application, on terminal: any Terminal) {
    let lines = terminal.takePrintedLines()
    if !lines.isEmpty { app.notePrintedOutput(lines) }
    terminal.present(app.render(size: terminal.size))
  }
}

/// The time the loop has moved the application's clock to, on the terminal's clock.
@MainActor
private struct LoopClock {
  /// Real time at the last move, for a terminal that lives in real time.
  private var real = ContinuousClock.now
  /// The terminal's virtual time at the last move, for one without a clock.
  private var virtual: Int?

  init(_ terminal: any Terminal) { virtual = terminal.virtualTime }

  /// Milliseconds since the last call (whole ones: the rest is kept for the next).
  mutating func take(from terminal: any Terminal) -> Int {
    if let now = terminal.virtualTime {
      defer { virtual = now }
      return max(0, now - (virtual ?? now))
    }
    let now = ContinuousClock.now
    let elapsed = real.duration(to: now)
    let milliseconds =
      Int(elapsed.components.seconds * 1000)
      + Int(elapsed.components.attoseconds / 1_000_000_000_000_000)
    real = real.advanced(by: .milliseconds(milliseconds))
    return max(0, milliseconds)
  }
}
