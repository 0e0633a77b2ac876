/// What a run loop drives: one function takes every event, another draws a frame.
///
/// This is bubbletea's `Update`/`View` split. Because every input (a key, a click, a resize, a
/// paste) arrives through `handle(_:)`, and drawing depends only on the state, a replay is
/// deterministic and the headless run and the terminal run draw the same frames.
@MainActor
public protocol Application: AnyObject {
  /// Takes one event and updates the state: a paste goes to the focused field as text, an
  /// unknown sequence to the log, never to a command.
  func handle(_ event: InputEvent)
  /// The frame of the current state at `size`; a window that draws as its events end only
  /// reads it here.
  func render(size: Size) -> Canvas
  /// True once the user has asked to quit and nothing holds the quit back.
  var isFinished: Bool { get }
  /// The titles of the live navigation tree from the root to the top, each presented layer
  /// opened by ` | ` (`Folders > Work | New Item`), as `ExpectStack` compares them.
  var stackDescription: String { get }
  /// Advances the virtual clock (`Sleep`), for timers and messages that expire.
  func advanceClock(by milliseconds: Int)
  /// Takes lines the program printed while the terminal held the screen, for the log that the
  /// inspector shows; the default ignores them.
  func notePrintedOutput(_ lines: [String])
  /// Milliseconds until the next timer is due (`asyncAfter`, a spinner), or nil for none; the
  /// run loop wakes then even without input. The default has no timers.
  var millisecondsUntilNextTimer: Int? { get }
  /// Ends the app's scene as the process ends (its `scenePhase` goes to `.background`); the
  /// default does nothing.
  func enterBackground()
}

extension Application {
  /// Ignores the printed lines.
  public func notePrintedOutput(_ lines: [String]) {}
  /// No timers: the run loop waits for input alone.
  public var millisecondsUntilNextTimer: Int? { nil }
  /// Nothing to end.
  public func enterBackground() {}
}
