/// A terminal that keeps frames in memory: for `--headless`, tests and snapshots.
@MainActor
public final class HeadlessTerminal: Terminal {
  /// The size frames are drawn at; `resize(to:)` changes it.
  public private(set) var size: Size
  /// The last frame presented.
  public private(set) var screen: Canvas
  /// How many frames were presented, to check that every key paints one.
  public private(set) var frameCount = 0
  private var pending: [InputEvent]

  /// A terminal of `size` that gives `events` in order, then reports the end of input.
  public init(size: Size = .standard, events: [InputEvent] = []) {
    self.size = size
    screen = Canvas(size: size)
    pending = events.reversed()
  }

  /// Keeps the frame as `screen` and counts it.
  ///
  /// The cells are copied into storage of its own, as a terminal keeps what it shows: the
  /// app's next frame is then the only holder of its cells and its first write copies nothing.
  public func present(_ canvas: Canvas) {
    if screen.size == canvas.size {
      screen.copy(from: canvas)
      screen.cursor = canvas.cursor
    } else {
      screen = canvas.withOwnStorage()
    }
    frameCount += 1
  }

  /// The next of the events given at creation, at once; `.ended` once they are used up.
  public func nextEvent(waitingAtMost milliseconds: Int) -> TerminalWait {
    pending.popLast().map(TerminalWait.event) ?? .ended
  }

  /// No time passes in memory: timers fire only as a replay's `Sleep` moves the clock on.
  public var virtualTime: Int? { 0 }

  /// Takes `size` as the new size, as a real terminal would report a resize.
  public func resize(to size: Size) { self.size = size }
}
