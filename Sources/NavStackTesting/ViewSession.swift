import Foundation
import NavStack
import NavStackScript

/// A view in a headless window, driven by keys, clicks and the clock, for tests that read
/// what a user would see.
///
/// Every input runs the loop a terminal run and a replay run (`EventLoop`), as a one-step
/// script on a terminal in memory: keys become the bytes a terminal sends and go through its
/// decoder, and each event draws a frame into a `Canvas` of `size`, as the app's terminal
/// would show it. Checks can read the screen (`text`, `row(_:)`), the navigation stack
/// (`stack`), or run `.keys` script lines (`run(_:)`), whose failures name the line and print
/// the screen with row numbers, as a replay does.
///
/// ```swift
/// @Test @MainActor func opensDetail() throws {
///   let session = ViewSession(ContentView(), size: Size(width: 60, height: 16))
///   session.press(.down)
///   session.press(.enter)
///   #expect(session.stack == "Items > Second")
///   try session.run("Expect \"Second\"")
/// }
/// ```
@MainActor
public final class ViewSession {
  /// The window: the view tree's state, navigation and focus.
  public let host: ViewHost
  /// The terminal the frames are drawn on.
  private let terminal: HeadlessTerminal

  /// A window showing `view` at `size`, its first frame drawn.
  public convenience init<V: View>(_ view: V, size: Size = .standard) {
    self.init(host: ViewHost(view), size: size)
  }

  /// A session over a window already made, as an app's own window holds one, at `size`.
  public init(host: ViewHost, size: Size = .standard) {
    self.host = host
    terminal = HeadlessTerminal(size: size)
    perform([])
  }

  /// The terminal size frames are drawn at; `resize(to:)` changes it.
  public var size: Size { terminal.size }

  /// The last frame drawn, to read styles and the cursor as well as the text.
  public var canvas: Canvas { terminal.screen }

  /// Why a check of `run(_:)` or `replay(_:script:snapshots:)` failed: the script's line, what
  /// differs, and the screen with row numbers.
  public struct Failure: Error, CustomStringConvertible {
    /// The message a replay prints for the failure.
    public var description: String
  }

  // MARK: Input

  /// Presses keys in order, `times` over, drawing one frame after each.
  public func press(_ keys: Key..., times: Int = 1) {
    perform((0..<times).flatMap { _ in keys.map { ScriptCommand.key($0, count: 1) } })
  }

  /// Types `text` as the `Type` script command does, a key for each character.
  public func type(_ text: String) {
    perform([.type(text)])
  }

  /// Clicks the first place on screen that shows `text`; false when nothing does.
  @discardableResult
  public func click(_ text: String) -> Bool {
    guard let point = canvas.firstCell(showing: text) else { return false }
    click(at: point)
    return true
  }

  /// Clicks the cell at `point` (column, row from 0).
  public func click(at point: Point) {
    perform([.mouse(MouseEvent(.click, at: point))])
  }

  /// Advances the virtual clock, for timers and messages that expire, and draws a frame; a
  /// text editor writes what it held back, as when typing pauses.
  public func sleep(milliseconds: Int) {
    perform([.sleep(milliseconds: milliseconds)])
  }

  /// Changes the terminal size, as a resize of the window would.
  public func resize(to size: Size) {
    perform([.resize(size)])
  }

  /// Runs `commands` as a script's actions through the run loop.
  private func perform(_ commands: [ScriptCommand]) {
    let script = KeyScript(
      path: "session.keys",
      steps: commands.enumerated().map { ScriptStep($0.element, line: $0.offset + 1) })
    _ = Replayer(script: script).run(app: host, terminal: terminal)
  }

  // MARK: What the screen shows

  /// The screen's text, each row's trailing spaces trimmed.
  public var text: String { canvas.text }

  /// One row of the screen (from 0), trailing spaces trimmed.
  public func row(_ index: Int) -> String {
    canvas.text(ofRow: index).trimmingTrailingSpaces()
  }

  /// The screen with row numbers, as a failed replay prints it: for a check's message.
  public var numberedText: String { canvas.numberedText }

  /// The navigation stack as `ExpectStack` reads it: `Folders > Work | New Item`.
  public var stack: String { host.stackDescription }

  /// The current frame as a snapshot file holds it (rows, style runs, cursor).
  public var snapshot: String { canvas.snapshot }

  /// True once the view asked to quit and nothing held the quit back.
  public var isFinished: Bool { host.isFinished }

  // MARK: Scripts

  /// Runs `.keys` script lines from the current state: keys, `Click "Save"`, `Sleep`,
  /// `Expect`, `ExpectStack` checks and `Snapshot NAME` compared with the files in `snapshots`.
  ///
  /// Throws the replay's message, the screen with row numbers included, when a check fails.
  /// With `RECORD_SNAPSHOTS` set in the environment, snapshots are written instead of compared,
  /// and the run throws once they are written, so that a recording never passes.
  /// `name` names the script in messages and its snapshot files (`SNAPSHOTS/NAME/SNAPSHOT.txt`).
  public func run(_ script: String, name: String = "session", snapshots: String? = nil)
    throws(Failure)
  {
    try run(script, name: name, snapshots: snapshots, recording: Self.isRecording)
  }

  /// `run(_:name:snapshots:)`, recording or not as told.
  func run(_ script: String, name: String, snapshots: String?, recording: Bool) throws(Failure) {
    let parsed: KeyScript
    switch KeyScript.parse(script, path: name + ".keys") {
    case .success(let keys): parsed = keys
    case .failure(let errors): throw Failure(description: errors.description)
    }
    if let size = parsed.settings.size { terminal.resize(to: size) }
    let result = Self.replayer(parsed, snapshots: snapshots, recording: recording)
      .run(app: host, terminal: terminal)
    if let message = result.outcome.failureMessage { throw Failure(description: message) }
    // A recording run must not pass: a test that records compares nothing.
    if !result.snapshotsWritten.isEmpty {
      throw Failure(
        description: "recorded \(result.snapshotsWritten.joined(separator: ", ")); "
          + "look at them, then run again without RECORD_SNAPSHOTS")
    }
  }

  /// Replays the `.keys` script file at `path` against a fresh `view`, comparing its
  /// snapshots with the files in `snapshots`; the result holds the outcome and the counts.
  ///
  /// With `RECORD_SNAPSHOTS` set in the environment, snapshots are written instead.
  public static func replay<V: View>(
    _ view: V, script path: String, snapshots: String
  ) throws -> ReplayResult {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let script = try KeyScript.parse(text, path: path).get()
    let terminal = HeadlessTerminal(size: script.settings.size ?? .standard)
    return replayer(script, snapshots: snapshots, recording: isRecording)
      .run(app: ViewHost(view), terminal: terminal)
  }

  /// Whether snapshots are recorded on purpose (`RECORD_SNAPSHOTS` set).
  private static var isRecording: Bool {
    ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil
  }

  private static func replayer(_ script: KeyScript, snapshots: String?, recording: Bool)
    -> Replayer
  {
    Replayer(
      script: script,
      options: Replayer.Options(snapshotsDirectory: snapshots, updateSnapshots: recording))
  }
}
