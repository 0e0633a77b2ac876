import NavStack

/// What a replay did: its outcome, how much input it sent and which snapshots it wrote.
public struct ReplayResult: Hashable, Sendable {
  /// Whether every check held, or the first failure.
  public var outcome: ReplayOutcome
  /// Key events sent (a repeat count or a typed string counts each key).
  public var keyCount: Int
  /// Events of any kind sent: keys, clicks and resizes.
  public var eventCount: Int
  /// Frames presented to the terminal, the first one included.
  public var frameCount: Int
  /// Snapshot checks performed, passed or written.
  public var snapshotCount: Int
  /// Paths of snapshot files created or changed by `updateSnapshots`; unchanged files are
  /// neither rewritten nor listed.
  public var snapshotsWritten: [String]
  /// The virtual clock at the end, in milliseconds (the sum of `Sleep`s).
  public var clockMilliseconds: Int
  /// Whether the application finished (quit) during the replay.
  public var applicationFinished: Bool

  /// A result with its outcome and counts.
  public init(
    outcome: ReplayOutcome, keyCount: Int = 0, eventCount: Int = 0, frameCount: Int = 0,
    snapshotCount: Int = 0, snapshotsWritten: [String] = [], clockMilliseconds: Int = 0,
    applicationFinished: Bool = false
  ) {
    self.outcome = outcome
    self.keyCount = keyCount
    self.eventCount = eventCount
    self.frameCount = frameCount
    self.snapshotCount = snapshotCount
    self.snapshotsWritten = snapshotsWritten
    self.clockMilliseconds = clockMilliseconds
    self.applicationFinished = applicationFinished
  }

  /// The process exit status: 0 passed, 1 failed, 2 an error.
  public var exitStatus: Int32 { outcome.exitStatus }
}

/// One presented frame, as the frame observer sees it (for `--cast` recordings).
public struct ReplayFrame: Sendable {
  /// The frame's canvas, exactly as presented.
  public var canvas: Canvas
  /// 0 for the first frame, then one more per frame.
  public var index: Int
  /// The event that led to it; nil for the first frame and after a `Sleep`.
  public var event: InputEvent?
  /// The virtual clock when it was drawn, in milliseconds.
  public var clockMilliseconds: Int
  /// The script line that produced it; 0 for the first frame.
  public var line: Int
}
