import NavStack

extension CursesTerminal {
  /// The lines printed to standard output or error since the last call, while the screen is
  /// taken; the run loop hands them to the window's log.
  ///
  /// A line still without its newline waits for it.
  public func takePrintedLines() -> [String] {
    guard let capture else { return [] }
    return printedLines.append(capture.read())
  }

  /// Whether output was printed that `takePrintedLines()` has not taken yet.
  var hasUnreadOutput: Bool { capture?.hasUnread ?? false }

  /// Puts standard output and error back, writing out everything printed while the screen was
  /// taken: once the program has ended its output is on the terminal, as if nothing had held
  /// it, and the log it was shown in is gone.
  func releaseCapture() {
    guard let capture else { return }
    self.capture = nil
    _ = capture.release()
  }
}
