import FoundationEssentials
import NavStack

/// A terminal that passes everything to another and records what it shows as an asciicast.
///
/// `--cast` in an interactive run wraps the real terminal in one: each frame presented is
/// encoded by a `CastWriter` at the real time since the start, and its lines go to `output`.
/// A frame of a new size is preceded by a resize event, so resizes need no watching of input.
/// (A replay's cast is written from the replayer's frames instead, on the virtual clock: see
/// `ReplayCast`.)
@MainActor
public final class CastingTerminal: Terminal {
  /// The terminal that draws and reads.
  public let inner: any Terminal
  private var writer: CastWriter
  private let output: @MainActor ([String]) -> Void
  private let elapsedMicroseconds: @MainActor () -> Int

  /// Wraps `inner` and writes the header to `output` at once.
  ///
  /// `elapsedMicroseconds` is the time since the start: real time unless a test gives its own
  /// clock.
  public init(
    wrapping inner: any Terminal, color: Bool = true, timestamp: Int? = nil,
    environment: [String: String] = [:],
    elapsedMicroseconds: (@MainActor () -> Int)? = nil,
    output: @escaping @MainActor ([String]) -> Void
  ) {
    self.inner = inner
    self.output = output
    if let elapsedMicroseconds {
      self.elapsedMicroseconds = elapsedMicroseconds
    } else {
      let start = ContinuousClock.now
      self.elapsedMicroseconds = {
        let elapsed = ContinuousClock.now - start
        return Int(elapsed.components.seconds) * 1_000_000
          + Int(elapsed.components.attoseconds / 1_000_000_000_000)
      }
    }
    writer = CastWriter(
      size: inner.size, color: color, timestamp: timestamp, environment: environment)
    output(writer.start())
  }

  /// The inner terminal's size.
  public var size: Size { inner.size }

  /// Shows the frame on the inner terminal and writes what changed to the cast.
  public func present(_ canvas: Canvas) {
    inner.present(canvas)
    let lines = writer.frame(canvas, at: elapsedMicroseconds())
    if !lines.isEmpty { output(lines) }
  }

  /// The inner terminal's wait.
  public func nextEvent(waitingAtMost milliseconds: Int) -> TerminalWait {
    inner.nextEvent(waitingAtMost: milliseconds)
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
}
