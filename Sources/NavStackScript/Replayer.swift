import NavStack

/// Replays a parsed keystroke script against an application and a terminal.
///
/// The script's steps are the input of the run loop an interactive run uses (`EventLoop`):
/// every event goes through the terminal's decoder and `Application.handle(_:)` and is
/// followed by a frame presented to the `Terminal`, one per key, so a replay exercises the
/// same drawing as a user's session, headless or through ncurses. Checks read the last frame presented. A first frame is drawn
/// before the first step, so a script may begin with a check.
///
/// When the application finishes (quits) before the script ends, the replay stops sending
/// input: later actions are skipped, since nobody is there to receive them, and the first later
/// check fails, naming the line that quit, because what it would check was never shown. A
/// script that ends by quitting therefore passes.
///
/// ```swift
/// let replayer = Replayer(script: script, options: .init(snapshotsDirectory: "Snapshots"))
/// let result = replayer.run(app: app, terminal: HeadlessTerminal(size: .standard))
/// if let message = result.outcome.failureMessage { print(message) }
/// exit(result.exitStatus)
/// ```
@MainActor
public final class Replayer {
  /// How a replay runs: where snapshots live, whether to record them, and pacing for demos.
  public struct Options: Sendable {
    /// The root of snapshot files; `Snapshot` lines fail when it is nil.
    public var snapshotsDirectory: String?
    /// Write snapshots that are missing or differ instead of failing on them.
    public var updateSnapshots: Bool
    /// A real pause after each event, for watching a replay; 0 (the default) for tests.
    public var delayMilliseconds: Int
    /// Apply the header's `Set Size` to the terminal before the first frame; callers that let
    /// a command-line size win over the script's set this to false.
    public var appliesHeaderSize: Bool

    /// Options; by default there is no snapshot folder, no pause, and `Set Size` applies.
    public init(
      snapshotsDirectory: String? = nil, updateSnapshots: Bool = false,
      delayMilliseconds: Int = 0, appliesHeaderSize: Bool = true
    ) {
      self.snapshotsDirectory = snapshotsDirectory
      self.updateSnapshots = updateSnapshots
      self.delayMilliseconds = delayMilliseconds
      self.appliesHeaderSize = appliesHeaderSize
    }
  }

  /// Called after every presented frame, the first one included.
  public typealias FrameObserver = @MainActor (ReplayFrame) -> Void

  /// The parsed script to replay.
  public let script: KeyScript
  /// Where snapshots live, whether to update them, and pacing.
  public var options: Options
  /// Called after every presented frame, for casts and progress.
  public var onFrame: FrameObserver?

  /// A replayer of `script`; `run(app:terminal:)` replays it.
  public init(script: KeyScript, options: Options = Options(), onFrame: FrameObserver? = nil) {
    self.script = script
    self.options = options
    self.onFrame = onFrame
  }

  /// Runs the whole script through the run loop, stopping at the first failed check.
  public func run(app: any Application, terminal: any Terminal) -> ReplayResult {
    if options.appliesHeaderSize, let size = script.settings.size, size != terminal.size {
      terminal.resize(to: size)
      app.handle(.resize(terminal.size))
    }
    let input = ScriptTerminal(
      script: script, options: options, onFrame: onFrame, drawingOn: terminal,
      stack: { app.stackDescription })
    EventLoop.run(app, on: input)
    return input.finish(applicationFinished: app.isFinished)
  }
}
