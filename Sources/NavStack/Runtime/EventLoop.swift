/// The interactive loop: draw, wait for an event, handle it, draw again.
@MainActor
public enum EventLoop {
  /// Runs until the application finishes or the terminal has no more input (end of input or a
  /// terminating signal); returns the number of events handled.
  @discardableResult
  public static func run(_ app: any Application, on terminal: any Terminal) -> Int {
    var handled = 0
    terminal.present(app.render(size: terminal.size))
    while !app.isFinished, let event = terminal.nextTerminalEvent() {
      app.deliver(event)
      handled += 1
      if app.isFinished { break }
      terminal.present(app.render(size: terminal.size))
    }
    return handled
  }
}
