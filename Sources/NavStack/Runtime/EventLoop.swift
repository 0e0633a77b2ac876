/// The interactive loop: draw, wait for an event or the next timer, handle it, draw again.
///
/// Before each frame the terminal's captured output (`print` while the screen is taken) is
/// handed to the application's log, so the inspector shows it as soon as it is printed.
///
/// The application's clock follows real time here: before each event, and when a timer falls
/// due while the user is idle, it is moved on by the time that passed (a replay moves it only
/// by `Sleep`).
@MainActor
public enum EventLoop {
  /// Runs until the application finishes or the terminal has no more input (end of input or a
  /// terminating signal); returns the number of events handled.
  @discardableResult
  public static func run(_ app: any Application, on terminal: any Terminal) -> Int {
    var handled = 0
    var clock = ContinuousClock.now
    /// Moves the application's clock on by the real time since it was last moved.
    func catchUp() {
      let now = ContinuousClock.now
      let elapsed = clock.duration(to: now)
      let milliseconds =
        Int(elapsed.components.seconds * 1000)
        + Int(elapsed.components.attoseconds / 1_000_000_000_000_000)
      guard milliseconds > 0 else { return }
      // A timer that falls due may read what a text editor holds back.
      if let due = app.millisecondsUntilNextTimer, due <= milliseconds {
        TextArea.commitPendingEdits()
      }
      app.advanceClock(by: milliseconds)
      clock = clock.advanced(by: .milliseconds(milliseconds))
    }
    /// Hands the app what the program printed since the last turn, before the frame that
    /// may show it in the inspector.
    func forwardPrintedLines() {
      let lines = terminal.takePrintedLines()
      if !lines.isEmpty { app.notePrintedOutput(lines) }
    }
    forwardPrintedLines()
    terminal.present(app.render(size: terminal.size))
    while !app.isFinished {
      var wait = app.millisecondsUntilNextTimer.map { max(0, $0) } ?? Int.max
      // Edits a text editor holds back are written once typing pauses, so views showing the
      // bound text catch up (see `TextWriteSchedule`).
      if TextArea.hasPendingEdits { wait = min(wait, TextArea.pauseMilliseconds) }
      switch terminal.nextTerminalEvent(waitingAtMost: wait) {
      case .ended:
        return handled
      case .timedOut:
        TextArea.commitPendingEdits()
        catchUp()
      case .event(let event):
        catchUp()
        app.deliver(event)
        handled += 1
      }
      if app.isFinished { break }
      forwardPrintedLines()
      terminal.present(app.render(size: terminal.size))
    }
    return handled
  }
}
