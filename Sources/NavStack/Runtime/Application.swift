/// What a run loop drives: one function takes every event, another draws a frame.
///
/// This is bubbletea's `Update`/`View` split. Because a key, a click and a resize all arrive
/// through `handle(_:)`, and drawing depends only on the state, a replay is deterministic and
/// the headless run and the terminal run draw the same frames.
@MainActor
public protocol Application: AnyObject {
  /// Takes one event and updates the state.
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
  /// Takes a bracketed paste as text; the default ignores it, so no paste runs a command.
  func handlePaste(_ text: String)
  /// Notes input the decoder dropped (an unknown sequence), for the log; the default ignores it.
  func noteDroppedInput(_ description: String)
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
  /// Ignores the paste.
  public func handlePaste(_ text: String) {}
  /// Ignores the dropped input.
  public func noteDroppedInput(_ description: String) {}
  /// Ignores the printed lines.
  public func notePrintedOutput(_ lines: [String]) {}
  /// No timers: the run loop waits for input alone.
  public var millisecondsUntilNextTimer: Int? { nil }
  /// Nothing to end.
  public func enterBackground() {}

  /// Hands one decoded terminal event to its entry point: keys, clicks and resizes to
  /// `handle(_:)`, a paste to `handlePaste(_:)`, an unknown sequence to the log.
  public func deliver(_ event: TerminalEvent) {
    switch event {
    case .paste(let text): handlePaste(text)
    case .unrecognized(let description): noteDroppedInput(description)
    case .focus: break
    case .key, .mouse, .resize:
      if let input = event.inputEvent { handle(input) }
    }
  }
}
