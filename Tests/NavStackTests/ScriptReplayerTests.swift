import Foundation
import NavStackScript
import Testing

@testable import NavStack

/// A tiny application: ↑/↓ change a counter, characters are typed, Enter pushes "Detail", Esc
/// pops, `q` quits; it draws its state on four rows.
@MainActor
private final class CounterApp: Application {
  var count = 0
  var typed = ""
  var clock = 0
  var stack = ["Counter"]
  var events: [InputEvent] = []
  var isFinished = false

  func handle(_ event: InputEvent) {
    events.append(event)
    switch event {
    case .key(.up): count += 1
    case .key(.down): count -= 1
    case .key(.enter): stack.append("Detail")
    case .key(.escape): if stack.count > 1 { stack.removeLast() }
    case .key(.character("q")): isFinished = true
    case .key(.character(let character)): typed.append(character)
    default: break
    }
  }

  func render(size: Size) -> Canvas {
    var canvas = Canvas(size: size)
    canvas.draw("count: \(count)", x: 0, y: 0, style: count > 0 ? .selection : .plain)
    canvas.draw("typed: \(typed)", x: 0, y: 1)
    canvas.draw("clock: \(clock)", x: 0, y: 2)
    canvas.draw("size: \(size)", x: 0, y: 3)
    return canvas
  }

  var stackDescription: String { stack.joined(separator: " > ") }

  func advanceClock(by milliseconds: Int) { clock += milliseconds }
}

private let small = Size(width: 30, height: 5)

/// Parses `text` as `t.keys`; a parse failure is recorded as a test issue.
private func parse(_ text: String, path: String = "t.keys") -> KeyScript {
  switch ScriptParser.parse(text, path: path) {
  case .success(let script): return script
  case .failure(let errors):
    Issue.record("script did not parse: \(errors)")
    return KeyScript(path: path, steps: [])
  }
}

@MainActor
private func replay(
  _ text: String, app: CounterApp = CounterApp(), terminal: HeadlessTerminal? = nil,
  options: Replayer.Options = Replayer.Options()
) -> ReplayResult {
  let script = parse(text)
  return Replayer(script: script, options: options)
    .run(app: app, terminal: terminal ?? HeadlessTerminal(size: small))
}

@Suite("Script replayer")
@MainActor
struct ScriptReplayerTests {
  @Test("keys are applied in order, repeat counts expanded, one frame per key")
  func keysInOrder() {
    let app = CounterApp()
    let terminal = HeadlessTerminal(size: small)
    let result = replay("Up 3\nDown\nType \"hi\"", app: app, terminal: terminal)
    #expect(result.outcome == .passed)
    #expect(
      app.events == [
        .key(.up), .key(.up), .key(.up), .key(.down), .key(.character("h")),
        .key(.character("i")),
      ])
    #expect(result.keyCount == 6)
    #expect(result.eventCount == 6)
    #expect(result.frameCount == 7)
    #expect(terminal.frameCount == 7)
    #expect(terminal.screen.text(ofRow: 0).hasPrefix("count: 2"))
    #expect(terminal.screen.text(ofRow: 1).hasPrefix("typed: hi"))
  }

  @Test("Type sends Enter for a newline and Tab for a tab")
  func typeKeys() {
    let app = CounterApp()
    _ = replay(#"Type "a\tb\n""#, app: app)
    #expect(app.events == [.key(.character("a")), .key(.tab), .key(.character("b")), .key(.enter)])
  }

  @Test("Resize reaches both the terminal and the application, then redraws")
  func resize() {
    let app = CounterApp()
    let terminal = HeadlessTerminal(size: small)
    let result = replay("Resize 40x8\nExpect \"size: 40x8\"", app: app, terminal: terminal)
    #expect(result.outcome == .passed)
    #expect(terminal.size == Size(width: 40, height: 8))
    #expect(terminal.screen.size == Size(width: 40, height: 8))
    #expect(app.events == [.resize(Size(width: 40, height: 8))])
    #expect(result.frameCount == 2)
  }

  @Test("the header size applies before the first frame, unless turned off")
  func headerSize() {
    let app = CounterApp()
    let terminal = HeadlessTerminal(size: small)
    let result = replay("Set Size 50x6\nExpect row 3 \"size: 50x6\"", app: app, terminal: terminal)
    #expect(result.outcome == .passed)
    #expect(terminal.size == Size(width: 50, height: 6))
    #expect(app.events == [.resize(Size(width: 50, height: 6))])

    let kept = HeadlessTerminal(size: small)
    let options = Replayer.Options(appliesHeaderSize: false)
    _ = replay("Set Size 50x6", terminal: kept, options: options)
    #expect(kept.size == small)
  }

  @Test("Click sends a mouse click at column and row")
  func click() {
    let app = CounterApp()
    let result = replay("Click 12 4", app: app)
    #expect(app.events == [.mouse(MouseEvent(.click, at: Point(x: 12, y: 4)))])
    #expect(result.keyCount == 0)
    #expect(result.eventCount == 1)
  }

  @Test("Sleep advances the virtual clock and redraws")
  func sleep() {
    let app = CounterApp()
    let result = replay("Sleep 500ms\nSleep 1s\nExpect \"clock: 1500\"", app: app)
    #expect(result.outcome == .passed)
    #expect(app.clock == 1_500)
    #expect(result.clockMilliseconds == 1_500)
    #expect(result.frameCount == 3)
  }

  @Test("a first frame is drawn before the first step")
  func firstFrame() {
    let result = replay("Expect row 0 \"count: 0\"")
    #expect(result.outcome == .passed)
    #expect(result.frameCount == 1)
  }

  @Test("a failed Expect names the line and shows the numbered screen")
  func expectFailure() {
    let result = replay("Up\n\nExpect \"count: 2\"")
    let screen = """
      0 │count: 1
      1 │typed:
      2 │clock: 0
      3 │size: 30x5
      4 │
      """
    #expect(result.outcome == .failed("t.keys:3: expected \"count: 2\" on the screen\n" + screen))
    #expect(result.exitStatus == 1)
  }

  @Test("Expect row checks one row; a row past the screen fails clearly")
  func expectRow() {
    #expect(replay("Up\nExpect row 0 \"count: 1\"").outcome == .passed)
    let wrongRow = replay("Expect row 1 \"count\"").outcome.failureMessage ?? ""
    #expect(wrongRow.hasPrefix("t.keys:1: expected row 1 to contain \"count\"\n0 │count: 0\n"))
    let pastEnd = replay("Expect row 9 \"x\"").outcome.failureMessage ?? ""
    #expect(
      pastEnd.hasPrefix(
        "t.keys:1: expected row 9 to contain \"x\", but the screen has only 5 rows\n"))
  }

  @Test("ExpectNot fails when the text is shown, naming its row")
  func expectNot() {
    #expect(replay("ExpectNot \"typed: x\"").outcome == .passed)
    let message = replay("Type \"x\"\nExpectNot \"typed: x\"").outcome.failureMessage ?? ""
    #expect(
      message.hasPrefix(
        "t.keys:2: expected \"typed: x\" not to be on the screen (found on row 1)\n"))
  }

  @Test("ExpectStack compares the stack description exactly")
  func expectStack() {
    #expect(replay("Enter\nExpectStack \"Counter > Detail\"").outcome == .passed)
    let message = replay("Enter\nExpectStack \"Counter\"").outcome.failureMessage ?? ""
    #expect(message.hasPrefix("t.keys:2: expected stack \"Counter\", got \"Counter > Detail\"\n"))
  }

  @Test("a failed check stops the replay")
  func stopsAtFailure() {
    let app = CounterApp()
    let result = replay("Up\nExpect \"nothing\"\nUp 5", app: app)
    #expect(result.outcome.failureMessage != nil)
    #expect(app.count == 1)
    #expect(result.keyCount == 1)
  }

  @Test("after the application quits, actions are skipped and a check fails")
  func quit() {
    let app = CounterApp()
    let result = replay("Up\nq 3\nUp 2", app: app)
    #expect(result.outcome == .passed)
    #expect(result.applicationFinished)
    #expect(app.events == [.key(.up), .key(.character("q"))])

    let check = replay("q\nExpect \"count\"").outcome.failureMessage ?? ""
    #expect(check.hasPrefix("t.keys:2: the application quit on line 1, before this check\n"))
  }

  @Test("the frame observer sees every frame in order")
  func observer() {
    var frames: [ReplayFrame] = []
    let replayer = Replayer(script: parse("Up\nSleep 20ms\nDown")) { frames.append($0) }
    _ = replayer.run(app: CounterApp(), terminal: HeadlessTerminal(size: small))
    #expect(frames.map(\.index) == [0, 1, 2, 3])
    #expect(frames.map(\.event) == [nil, .key(.up), nil, .key(.down)])
    #expect(frames.map(\.line) == [0, 1, 2, 3])
    #expect(frames.map(\.clockMilliseconds) == [0, 0, 20, 20])
    #expect(frames.last?.canvas.text(ofRow: 0).hasPrefix("count: 0") == true)
  }

  @Test("a replayer runs its script again from a clean start")
  func rerun() {
    let replayer = Replayer(script: parse("Up 2"))
    let first = replayer.run(app: CounterApp(), terminal: HeadlessTerminal(size: small))
    let second = replayer.run(app: CounterApp(), terminal: HeadlessTerminal(size: small))
    #expect(first == second)
  }

  @Test("outcomes map to exit statuses 0 and 1")
  func exitStatuses() {
    #expect(ReplayOutcome.passed.exitStatus == 0)
    #expect(ReplayOutcome.failed("x").exitStatus == 1)
  }
}
