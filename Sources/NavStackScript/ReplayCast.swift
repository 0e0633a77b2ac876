import NavStack

/// Turns a replay's frames into a cast: virtual time, a fixed step per frame, snapshot markers.
///
/// A replay runs as fast as it can, so its real timing means nothing; the cast uses the
/// virtual clock (`Sleep`) plus `frameStep` per frame, which plays at a watchable pace and
/// gives the same bytes on every run. Each `Snapshot` the replay checked becomes a marker
/// named after it, at the time of the frame it checked, so a player can jump to it.
///
/// Feed it from `Replayer(onFrame:)`, then call `finish(snapshotCount:)` with the result's
/// count: a snapshot is known to have been checked once a later line produced a frame, or,
/// for the last ones, from that count (a replay checks its snapshots in order and stops at
/// the first failure).
public struct ReplayCast: Sendable {
  /// The time each frame adds, in milliseconds.
  public static let frameStep = 50

  private let color: Bool
  private let environment: [String: String]
  private var writer: CastWriter?
  /// The `Snapshot` steps not yet marked, in script order.
  private var snapshots: [(line: Int, name: String)]
  private var marked = 0
  private var lastMicroseconds = 0

  /// A cast of a replay of `script`, with a marker at each of its `Snapshot` steps;
  /// `environment` (the `TERM` drawn on, when the replay has a terminal) goes into the header.
  public init(script: KeyScript, color: Bool = true, environment: [String: String] = [:]) {
    self.color = color
    self.environment = environment
    snapshots = script.steps.compactMap { step in
      if case .snapshot(let name) = step.command { return (step.line, name) }
      return nil
    }
  }

  /// The lines for one frame: the header first, markers for the snapshots checked before it,
  /// a resize when its size is new, and its output.
  public mutating func frame(_ frame: ReplayFrame) -> [String] {
    var writer =
      self.writer ?? CastWriter(size: frame.canvas.size, color: color, environment: environment)
    var lines = writer.start()
    while let next = snapshots.first, next.line < frame.line {
      lines += writer.marker(next.name, at: lastMicroseconds)
      snapshots.removeFirst()
      marked += 1
    }
    lastMicroseconds = (frame.clockMilliseconds + frame.index * Self.frameStep) * 1_000
    lines += writer.frame(frame.canvas, at: lastMicroseconds)
    self.writer = writer
    return lines
  }

  /// The markers of the snapshots checked after the last frame.
  public mutating func finish(snapshotCount: Int) -> [String] {
    guard var writer else { return [] }
    var lines: [String] = []
    while marked < snapshotCount, let next = snapshots.first {
      lines += writer.marker(next.name, at: lastMicroseconds)
      snapshots.removeFirst()
      marked += 1
    }
    self.writer = writer
    return lines
  }
}
