import NavStackScript
import TestSupport
import Testing

@testable import NavStack

/// The events a parsed script sends, in order, as the replayer expands them.
private func replayedEvents(of script: KeyScript) -> [InputEvent] {
  script.steps.flatMap { step -> [InputEvent] in
    switch step.command {
    case .key(let key, let count): return Array(repeating: .key(key), count: count)
    case .type(let text): return ScriptCommand.keys(typing: text).map { .key($0) }
    case .resize(let size): return [.resize(size)]
    case .mouse(let mouse): return [.mouse(mouse)]
    default: return []
    }
  }
}

/// The events a script can say: nameless keys and mouse events beyond its limits dropped, a
/// typed tab or line break as the key `Type` sends.
private func scriptable(_ events: [InputEvent]) -> [InputEvent] {
  events.flatMap { event -> [InputEvent] in
    switch event {
    case .key(.character(let character)):
      return ScriptCommand.keys(typing: String(character)).map { .key($0) }
    case .key(let key):
      return KeyName.key(named: KeyName.name(of: key)) == key ? [event] : []
    case .mouse(let mouse):
      return mouse.button == .left && mouse.position.x < 1_000 && mouse.position.y < 1_000
        ? [event] : []
    case .resize(let size):
      return (1...1_000).contains(size.width) && (1...1_000).contains(size.height) ? [event] : []
    case .paste, .focus, .unrecognized:
      return []  // the random events here are keys, clicks and resizes only
    }
  }
}

/// Parses recorded text; a failure is recorded as a test issue.
private func parse(_ text: String) -> KeyScript? {
  switch ScriptParser.parse(text, path: "recorded.keys") {
  case .success(let script): return script
  case .failure(let errors):
    Issue.record("the recorded script does not parse:\n\(errors)\n\(text)")
    return nil
  }
}

/// Characters that test the folding and quoting: quotes, backslash, `#`, wide, marks,
/// joiners, flags, controls and bidi overrides.
private let awkwardCharacters: [Character] = [
  "a", "Z", "0", " ", "#", "\"", "\\", "{", "}", "+", "日", "本", "😀", "é", "\u{301}",
  "\u{200D}", "👩‍💻", "🇫", "🇷", "\u{1B}", "\u{7F}", "\u{85}", "\u{202E}", "\t", "\n", "\r\n",
  "ﷺ", "\u{600}", "\u{FE0F}",
]

/// One random event of any kind, scriptable or not.
private func randomEvent(_ random: inout SeededRandom) -> InputEvent {
  let named = KeyName.named.map(\.key)
  switch Int.random(in: 0..<20, using: &random) {
  case 0..<6:
    return .key(named[Int.random(in: 0..<named.count, using: &random)])
  case 6..<12:
    let character = awkwardCharacters[
      Int.random(in: 0..<awkwardCharacters.count, using: &random)]
    return .key(.character(character))
  case 12:
    return .key(.function(Int.random(in: 0...14, using: &random)))
  case 13:
    let letters = Array("abcdefghijklmnopqrstuvwxyz1")
    return .key(.control(letters[Int.random(in: 0..<letters.count, using: &random)]))
  case 14:
    return .key(.alt(awkwardCharacters[Int.random(in: 0..<12, using: &random)]))
  case 15:
    return .resize(
      Size(
        width: Int.random(in: 0...1_100, using: &random),
        height: Int.random(in: 1...300, using: &random)))
  case 16:
    let kind: MouseEvent.Kind = [.click, .wheelUp, .wheelDown][
      Int.random(in: 0..<3, using: &random)]
    return .mouse(
      MouseEvent(
        kind,
        at: Point(
          x: Int.random(in: 0...1_005, using: &random), y: Int.random(in: 0...60, using: &random))))
  default:
    return .key(.down)
  }
}

@Suite("Script recorder")
struct RecorderTests {
  @Test("repeats fold into a count, typed text into one Type, single characters into keys")
  func folding() {
    let events: [InputEvent] = [
      .key(.down), .key(.down), .key(.down), .key(.enter),
      .key(.character("H")), .key(.character("i")), .key(.character(" ")), .key(.character("!")),
      .key(.control("s")), .key(.character("q")), .key(.escape), .key(.space),
      .key(.backTab), .key(.character("#")), .key(.function(5)), .key(.alt("x")),
    ]
    let text = ScriptRecorder.script(for: events, size: Size(width: 100, height: 30))
    #expect(
      text == """
        # recorded by navstack
        Set Size 100x30
        Down 3
        Enter
        Type "Hi !"
        Ctrl+S
        q
        Esc
        Space
        Shift+Tab
        Type "#"
        F5
        Alt+x

        """)
  }

  @Test("resizes, clicks and wheel turns are written, and read back as the same events")
  func resizesClicksAndWheel() throws {
    let events: [InputEvent] = [
      .key(.character("a")), .resize(Size(width: 60, height: 20)),
      .mouse(MouseEvent(.wheelDown, at: Point(x: 1, y: 1))),
      .mouse(MouseEvent(.wheelDown, at: Point(x: 1, y: 1))),
      .mouse(MouseEvent(.wheelUp, at: Point(x: 0, y: 7))),
      .mouse(MouseEvent(.click, at: Point(x: 12, y: 4))), .key(.character("b")),
    ]
    let text = ScriptRecorder.script(for: events, firstRun: true)
    #expect(
      text == """
        # recorded by navstack
        Set FirstRun on
        a
        Resize 60x20
        Wheel Down 1 1
        Wheel Down 1 1
        Wheel Up 0 7
        Click 12 4
        b

        """)
    let script = try #require(parse(text))
    #expect(replayedEvents(of: script) == events)
  }

  @Test("quotes, backslashes, controls and marks are escaped so they read back as typed")
  func escaping() {
    let events: [InputEvent] = ["a", "\"", "\\", "\u{1B}", "\u{202E}", "b"].map {
      .key(.character($0))
    }
    let text = ScriptRecorder.script(for: events)
    #expect(text.contains(#"Type "a\"\\\u{1B}\u{202E}b""#))
    #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
  }

  @Test("a mark that would join the character before it starts a new line")
  func joiningMarks() throws {
    let events: [InputEvent] = [.key(.character("e")), .key(.character("\u{301}"))]
    let text = ScriptRecorder.script(for: events)
    let script = try #require(parse(text))
    #expect(replayedEvents(of: script) == events)
  }

  @Test("a repeat count stops at the parser's limit and goes on in a new line")
  func repeatLimit() {
    let count = ScriptParser.maximumRepeatCount + 5
    let text = ScriptRecorder.script(for: Array(repeating: .key(.up), count: count))
    #expect(text.hasSuffix("Up \(ScriptParser.maximumRepeatCount)\nUp 5\n"))
  }

  @Test("lines are handed out as soon as they are complete")
  func incremental() {
    var recorder = ScriptRecorder(size: Size(width: 80, height: 24))
    #expect(recorder.record(.key(.down)) == ["# recorded by navstack", "Set Size 80x24"])
    #expect(recorder.record(.key(.down)) == [])
    #expect(recorder.record(.key(.enter)) == ["Down 2"])
    #expect(recorder.record(.key(.character("x"))) == ["Enter"])
    #expect(recorder.finish() == ["x"])
    #expect(recorder.finish() == [])
  }

  @Test("500 random event sequences round-trip: events → script → parse → the same events")
  func roundTrip() {
    var random = SeededRandom(seed: 0xC0FFEE)
    var total = 0
    for _ in 0..<500 {
      let length = Int.random(in: 1...60, using: &random)
      let recorded = (0..<length).map { _ in randomEvent(&random) }
      total += recorded.count
      let text = ScriptRecorder.script(for: recorded, size: Size(width: 80, height: 24))
      guard let script = parse(text) else { return }
      #expect(script.settings.size == Size(width: 80, height: 24))
      let replayed = replayedEvents(of: script)
      #expect(replayed == scriptable(recorded), "\(text)")
    }
    print("recorder round trip: 500 sequences, \(total) events")
  }
}

@Suite("Recording terminal")
@MainActor
struct RecorderTerminalTests {
  /// An app that quits on `q` and draws nothing.
  private final class QuitApp: Application {
    var handled: [InputEvent] = []
    var isFinished = false
    func handle(_ event: InputEvent) {
      handled.append(event)
      if event == .key(.character("q")) { isFinished = true }
    }
    func render(size: Size) -> Canvas { Canvas(size: size) }
    var stackDescription: String { "Root" }
    func advanceClock(by milliseconds: Int) {}
  }

  @Test("the events the loop reads are recorded; the end of input finishes the script")
  func endOfInput() {
    let inner = HeadlessTerminal(
      size: Size(width: 50, height: 12),
      events: [.key(.down), .key(.down), .resize(Size(width: 60, height: 20)), .key(.up)])
    var lines: [String] = []
    let terminal = RecordingTerminal(wrapping: inner) { lines += $0 }
    #expect(lines == ["# recorded by navstack", "Set Size 50x12"])
    let app = QuitApp()
    EventLoop.run(app, on: terminal)
    #expect(lines == ["# recorded by navstack", "Set Size 50x12", "Down 2", "Resize 60x20", "Up"])
    #expect(inner.frameCount == 5)
  }

  @Test("a quit ends the loop; finish writes the last line once")
  func quit() {
    let inner = HeadlessTerminal(
      size: Size(width: 50, height: 12), events: [.key(.character("x")), .key(.character("q"))])
    var lines: [String] = []
    let terminal = RecordingTerminal(wrapping: inner, firstRun: true) { lines += $0 }
    EventLoop.run(QuitApp(), on: terminal)
    terminal.finish()
    terminal.finish()
    #expect(
      lines == ["# recorded by navstack", "Set Size 50x12", "Set FirstRun on", "Type \"xq\""])
  }
}
