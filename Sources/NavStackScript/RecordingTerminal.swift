import NavStack

/// A terminal that passes everything to another and records its input as a `.keys` script.
///
/// `--record` wraps the real terminal in one: every event that `nextEvent(waitingAtMost:)`
/// returns is handed to a `ScriptRecorder`, and each completed line goes to `output` at once.
/// The script starts with the terminal's size (and `Set FirstRun on` when the run began with
/// the onboarding), so replaying it from the same data ends on the same screen.
@MainActor
public final class RecordingTerminal: Terminal {
  /// The terminal that draws and reads.
  public let inner: any Terminal
  private var recorder: ScriptRecorder
  private let output: @MainActor ([String]) -> Void
  private var isFinished = false

  /// Wraps `inner`; the header lines go to `output` now, the others as they complete.
  public init(
    wrapping inner: any Terminal, firstRun: Bool = false,
    output: @escaping @MainActor ([String]) -> Void
  ) {
    self.inner = inner
    self.output = output
    recorder = ScriptRecorder(size: inner.size, firstRun: firstRun)
    output(recorder.start())
  }

  /// The inner terminal's size.
  public var size: Size { inner.size }

  /// Shows the frame on the inner terminal; frames are not recorded, only input.
  public func present(_ canvas: Canvas) {
    inner.present(canvas)
  }

  /// The inner terminal's wait; an event that comes is recorded, and at the end of input the
  /// script is finished.
  public func nextEvent(waitingAtMost milliseconds: Int) -> TerminalWait {
    let wait = inner.nextEvent(waitingAtMost: milliseconds)
    switch wait {
    case .ended:
      finish()
    case .timedOut:
      break
    case .event(let event):
      if !isFinished {
        let lines = recorder.record(event)
        if !lines.isEmpty { output(lines) }
      }
    }
    return wait
  }

  /// The inner terminal's clock.
  public var virtualTime: Int? { inner.virtualTime }

  /// Resizes the inner terminal.
  public func resize(to size: Size) {
    inner.resize(to: size)
  }

  /// The lines the inner terminal captured.
  public func takePrintedLines() -> [String] {
    inner.takePrintedLines()
  }

  /// Writes the line still being folded.
  ///
  /// Later events are not recorded; calling it again does nothing.
  public func finish() {
    guard !isFinished else { return }
    isFinished = true
    let lines = recorder.finish()
    if !lines.isEmpty { output(lines) }
  }
}
