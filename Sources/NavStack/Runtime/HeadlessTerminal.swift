/// A terminal that keeps frames in memory: for `--headless`, tests and snapshots.
@MainActor
public final class HeadlessTerminal: Terminal {
  public private(set) var size: Size
  /// The last frame presented.
  public private(set) var screen: Canvas
  /// How many frames were presented, to check that every key paints one.
  public private(set) var frameCount = 0
  private var pending: [InputEvent]

  public init(size: Size = .standard, events: [InputEvent] = []) {
    self.size = size
    screen = Canvas(size: size)
    pending = events.reversed()
  }

  public func present(_ canvas: Canvas) {
    screen = canvas
    frameCount += 1
  }

  public func nextEvent() -> InputEvent? { pending.popLast() }

  public func resize(to size: Size) { self.size = size }
}
