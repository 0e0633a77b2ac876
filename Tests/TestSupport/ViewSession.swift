import Foundation
import NavStack

/// A view in a headless window, driven by keys, clicks and the clock, for tests that read
/// what a user would see.
@MainActor
public final class ViewSession {
  /// The window.
  public let host: ViewHost
  /// The terminal size frames are drawn at.
  public var size: Size
  /// The last frame drawn.
  public private(set) var canvas: Canvas

  /// A window showing `view` at `size`.
  public init<V: View>(_ view: V, size: Size = .standard) {
    host = ViewHost(view)
    self.size = size
    canvas = host.render(size: size)
  }

  /// Presses keys, one frame after each.
  public func press(_ keys: Key..., times: Int = 1) {
    for _ in 0..<times {
      for key in keys {
        host.handle(.key(key))
        canvas = host.render(size: size)
      }
    }
  }

  /// Types each character as a key.
  public func type(_ text: String) {
    for character in text { press(.character(character)) }
  }

  /// Clicks the first place on screen that shows `text`; false when nothing does.
  @discardableResult
  public func click(_ text: String) -> Bool {
    guard let point = canvas.firstCell(showing: text) else { return false }
    host.handle(.mouse(MouseEvent(.click, at: point)))
    canvas = host.render(size: size)
    return true
  }

  /// Advances the virtual clock.
  public func sleep(milliseconds: Int) {
    host.advanceClock(by: milliseconds)
    canvas = host.render(size: size)
  }

  /// Changes the terminal size.
  public func resize(to size: Size) {
    self.size = size
    host.handle(.resize(size))
    canvas = host.render(size: size)
  }

  /// The screen's text, trailing spaces trimmed.
  public var text: String { canvas.text }

  /// One row of the screen, trailing spaces trimmed.
  public func row(_ index: Int) -> String {
    canvas.text(ofRow: index).trimmingTrailingSpaces()
  }

  /// The stack as `ExpectStack` reads it.
  public var stack: String { host.stackDescription }

  /// Replays a `.keys` script file against the view, comparing snapshots in `snapshots`.
  public static func replay<V: View>(
    _ view: V, script path: String, snapshots: String
  ) throws -> ReplayResult {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let script = try KeyScript.parse(text, path: path).get()
    let terminal = HeadlessTerminal(size: script.settings.size ?? .standard)
    let replayer = Replayer(
      script: script,
      options: Replayer.Options(
        snapshotsDirectory: snapshots,
        updateSnapshots: ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil))
    return replayer.run(app: ViewHost(view), terminal: terminal)
  }
}
