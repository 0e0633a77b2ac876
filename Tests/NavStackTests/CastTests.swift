import Foundation
import TestSupport
import Testing

@testable import NavStack
@testable import NavStackScript

/// A canvas of `size` with the given rows of text.
private func canvas(_ size: Size, _ lines: [String], style: Style = .plain) -> Canvas {
  var canvas = Canvas(size: size)
  for (y, line) in lines.enumerated() { canvas.draw(line, x: 0, y: y, style: style) }
  return canvas
}

/// The JSON value of one cast line.
private func json(_ line: String) -> Any? {
  try? JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed])
}

/// The events of a cast as (seconds, code, data), its structure checked.
///
/// A cast is a header, then events with known codes and times that never go backwards.
private func checkCast(_ lines: [String]) -> [(Double, String, String)] {
  guard let first = lines.first, let header = json(first) as? [String: Any] else {
    Issue.record("no header line")
    return []
  }
  #expect(header["version"] as? Int == 2)
  #expect((header["width"] as? Int ?? 0) > 0)
  #expect((header["height"] as? Int ?? 0) > 0)
  #expect((header["env"] as? [String: String])?["TERM"] == "xterm-256color")
  var events: [(Double, String, String)] = []
  var last = 0.0
  for line in lines.dropFirst() {
    guard let array = json(line) as? [Any], array.count == 3, let time = array[0] as? Double,
      let code = array[1] as? String, let data = array[2] as? String
    else {
      Issue.record("not an event: \(line)")
      continue
    }
    #expect(["o", "r", "m"].contains(code))
    #expect(time >= last, "time goes backwards at \(line)")
    last = time
    events.append((time, code, data))
  }
  return events
}

@Suite("ANSI frame encoder")
struct AnsiFrameEncoderTests {
  private let size = Size(width: 12, height: 4)

  @Test("the first frame clears the screen and writes every row")
  func firstFrame() {
    var encoder = AnsiFrameEncoder(color: false)
    let frame = canvas(size, ["Folders", "› Work", "  日本"])
    let text = encoder.encode(frame)
    #expect(text.hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J"))
    for row in 1...4 { #expect(text.contains("\u{1B}[\(row);1H")) }
    var screen = AnsiScreen(size: size)
    screen.feed(text)
    #expect(screen.unknown.isEmpty)
    #expect(screen.text == frame.text)
  }

  @Test("later frames send only the rows that changed, and nothing when none did")
  func changedRows() {
    var encoder = AnsiFrameEncoder(color: false)
    let first = canvas(size, ["one", "two", "three"])
    var screen = AnsiScreen(size: size)
    screen.feed(encoder.encode(first))
    #expect(encoder.encode(first) == "")
    let second = canvas(size, ["one", "TWO", "three"])
    let text = encoder.encode(second)
    #expect(text.contains("\u{1B}[2;1H"))
    #expect(!text.contains("\u{1B}[1;1H"))
    #expect(!text.contains("\u{1B}[3;1H"))
    #expect(!text.contains("\u{1B}[2J"))
    screen.feed(text)
    #expect(screen.text == second.text)
  }

  @Test("a new size clears and writes the whole frame again")
  func newSize() {
    var encoder = AnsiFrameEncoder(color: false)
    _ = encoder.encode(canvas(size, ["a"]))
    let text = encoder.encode(canvas(Size(width: 6, height: 2), ["b"]))
    #expect(text.contains("\u{1B}[2J"))
  }

  @Test("attributes become SGR codes; colour adds the role's theme, off sends none")
  func styles() {
    let plain = AnsiFrameEncoder.sgr(Style(.bold), color: false)
    #expect(plain == "\u{1B}[0;1m")
    #expect(AnsiFrameEncoder.sgr(Style([.dim, .underline]), color: false) == "\u{1B}[0;2;4m")
    #expect(AnsiFrameEncoder.sgr(.selection, color: false) == "\u{1B}[0;7m")
    #expect(AnsiFrameEncoder.sgr(.selection, color: true) == "\u{1B}[0;38;5;231;48;5;25m")
    #expect(AnsiFrameEncoder.sgr(.bar, color: true) == "\u{1B}[0;1;38;5;254;48;5;238m")
    var encoder = AnsiFrameEncoder(color: false)
    let text = encoder.encode(canvas(size, ["x", "y"], style: .selection))
    #expect(!text.contains("38;5"))
    #expect(!text.contains("48;5"))
  }

  @Test("the cursor is placed on the focused field and hidden otherwise")
  func cursor() {
    var encoder = AnsiFrameEncoder()
    var frame = canvas(size, ["Name: ab"])
    #expect(encoder.encode(frame).hasSuffix("\u{1B}[?25l"))
    frame.cursor = Point(x: 8, y: 0)
    #expect(encoder.encode(frame) == "\u{1B}[1;9H\u{1B}[?25h")
  }

  @Test("unsafe characters and broken wide cells never reach the output")
  func hostileCells() {
    var frame = Canvas(size: size)
    frame[0, 0] = Cell("\u{1B}")
    frame[1, 0] = Cell("\u{9B}")
    frame[2, 0] = Cell("\u{202E}")
    frame[3, 0] = Cell("日")
    frame[4, 0] = Cell("x")
    frame[5, 0] = Cell(" ", isContinuation: true)
    frame[6, 0] = Cell("\u{301}")
    let text = AnsiFrameEncoder.encode(frame, after: nil, color: true)
    let scalars = text.unicodeScalars.map(\.value)
    #expect(!scalars.contains { (0x80...0x9F).contains($0) || $0 == 0x202E })
    var screen = AnsiScreen(size: size)
    screen.feed(text)
    #expect(screen.unknown.isEmpty)
    #expect(screen.rows[0].prefix(7) == ["�", "�", "�", "�", "x", " ", "�"])
  }
}

@Suite("Cast writer")
struct CastWriterTests {
  @Test("the header names version 2, the size, TERM and the optional fields")
  func header() {
    var writer = CastWriter(
      size: Size(width: 80, height: 24), timestamp: 1_700_000_000,
      environment: ["SHELL": "/bin/bash"])
    let lines = writer.start()
    #expect(
      lines == [
        #"{"version": 2, "width": 80, "height": 24, "timestamp": 1700000000, "#
          + #""env": {"SHELL": "/bin/bash", "TERM": "xterm-256color"}}"#
      ])
    #expect(writer.start() == [])
  }

  @Test("frames are output events, sizes resize events, markers m events, in time order")
  func events() {
    var writer = CastWriter(size: Size(width: 10, height: 3), color: false)
    var lines = writer.frame(canvas(Size(width: 10, height: 3), ["a"]), at: 0)
    lines += writer.marker("first", at: 10_000)
    lines += writer.frame(canvas(Size(width: 10, height: 3), ["a"]), at: 20_000)
    lines += writer.frame(canvas(Size(width: 8, height: 2), ["b\"\\"]), at: 1_500_000)
    lines += writer.frame(canvas(Size(width: 8, height: 2), ["c"]), at: 1_000_000)
    let events = checkCast(lines)
    #expect(events.map(\.1) == ["o", "m", "r", "o", "o"])
    #expect(events[1].2 == "first")
    #expect(events[2].2 == "8x2")
    #expect(events[3].0 == 1.5)
    #expect(events[4].0 == 1.5)
    #expect(lines[2] == #"[0.010000, "m", "first"]"#)
    #expect(lines[3] == #"[1.500000, "r", "8x2"]"#)
    #expect(lines[4].contains(#"b\"\\"#))
    #expect(lines[4].contains(#"\u001b[2J"#))
  }

  @Test("times are exact decimals of seconds; JSON escapes every control character")
  func formatting() {
    #expect(CastWriter.seconds(0) == "0.000000")
    #expect(CastWriter.seconds(50_000) == "0.050000")
    #expect(CastWriter.seconds(12_345_678) == "12.345678")
    #expect(CastWriter.json("a\u{1B}[1m\u{7}\u{85}\n\"é") == #""a\u001b[1m\u0007\u0085\n\"é""#)
  }
}

/// An app that shows a counter and the last key, for casting replays.
@MainActor
private final class ShowApp: Application {
  var count = 0
  var isFinished = false
  func handle(_ event: InputEvent) {
    if case .key(.up) = event { count += 1 }
    if case .key(.character("q")) = event { isFinished = true }
  }
  func render(size: Size) -> Canvas {
    var canvas = Canvas(size: size)
    canvas.draw("count \(count)", x: 0, y: 0, style: count % 2 == 1 ? .selection : .plain)
    canvas.draw("size \(size)", x: 0, y: 1)
    return canvas
  }
  var stackDescription: String { "Show" }
  func advanceClock(by milliseconds: Int) {}
}

@Suite("Casts of replays and of terminals")
@MainActor
struct CastRecordingTests {
  private let script = """
    Set Size 30x5
    Snapshot start
    Up
    Sleep 2s
    Up
    Snapshot two
    Resize 40x6
    Up
    Snapshot three
    """

  /// The cast lines of a replay of `text`, and its result.
  private func cast(_ text: String, snapshots: String) throws -> ([String], ReplayResult) {
    let parsed = try ScriptParser.parse(text, path: "cast.keys").get()
    var cast = ReplayCast(script: parsed, color: true)
    var lines: [String] = []
    let replayer = Replayer(
      script: parsed,
      options: Replayer.Options(snapshotsDirectory: snapshots, updateSnapshots: true),
      onFrame: { lines += cast.frame($0) })
    let result = replayer.run(app: ShowApp(), terminal: HeadlessTerminal())
    lines += cast.finish(snapshotCount: result.snapshotCount)
    return (lines, result)
  }

  private func temporaryDirectory() -> String {
    let path = NSTemporaryDirectory() + "cast-tests-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test("a replay's cast has a frame per change, resizes, and a marker per Snapshot")
  func replayCast() throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let (lines, result) = try cast(script, snapshots: directory)
    #expect(result.outcome == .passed)
    #expect(lines.first?.contains(#""width": 30, "height": 5"#) == true)
    let events = checkCast(lines)
    #expect(events.filter { $0.1 == "m" }.map(\.2) == ["start", "two", "three"])
    #expect(events.filter { $0.1 == "r" }.map(\.2) == ["40x6"])
    // Frames: 0 first, 1 Up, 2 Sleep (no change: no output), 3 Up, 4 Resize, 5 Up; each
    // at the virtual clock plus 50 ms per frame.
    #expect(events.filter { $0.1 == "o" }.map(\.0) == [0, 0.05, 2.15, 2.2, 2.25])
    #expect(events.map(\.1) == ["o", "m", "o", "o", "m", "r", "o", "o", "m"])
  }

  @Test("the same replay gives the same cast bytes")
  func deterministic() throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let first = try cast(script, snapshots: directory).0
    let second = try cast(script, snapshots: directory).0
    #expect(first == second)
  }

  @Test("a replay that fails a check marks only the snapshots it reached")
  func failedReplay() throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let (lines, result) = try cast(
      "Snapshot a\nUp\nExpect \"nothing\"\nSnapshot b", snapshots: directory)
    #expect(result.exitStatus == 1)
    #expect(checkCast(lines).filter { $0.1 == "m" }.map(\.2) == ["a"])
  }

  @Test("a casting terminal writes each presented frame at its clock's time")
  func castingTerminal() {
    var now = 0
    var lines: [String] = []
    let inner = HeadlessTerminal(
      size: Size(width: 20, height: 4),
      events: [.key(.up), .resize(Size(width: 25, height: 5)), .key(.up)])
    let terminal = CastingTerminal(
      wrapping: inner, color: false,
      elapsedMicroseconds: {
        now += 250_000
        return now
      }, output: { lines += $0 })
    let app = ShowApp()
    let recorder = ResizingTerminal(terminal, inner: inner)
    EventLoop.run(app, on: recorder)
    let events = checkCast(lines)
    #expect(events.map(\.1) == ["o", "o", "r", "o", "o"])
    #expect(events.map(\.0) == [0.25, 0.5, 0.75, 0.75, 1.0])
    #expect(inner.frameCount == 4)
  }

  @Test(
    "asciinema cat accepts a replay's cast",
    .enabled(if: CastRecordingTests.asciinema != nil, "asciinema is not installed"))
  func asciinemaAccepts() throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let lines = try cast(script, snapshots: directory).0
    let file = directory + "/replay.cast"
    try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: file))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.asciinema))
    process.arguments = ["cat", file]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(String(decoding: data, as: UTF8.self))")
    #expect(String(decoding: data, as: UTF8.self).contains("count 3"))
  }

  /// The `asciinema` program on the PATH, if there is one.
  nonisolated static let asciinema: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/asciinema"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()
}

/// Passes resizes read from input on to the headless terminal, as a real one resizes itself.
@MainActor
private final class ResizingTerminal: Terminal {
  let outer: any Terminal
  let inner: HeadlessTerminal
  init(_ outer: any Terminal, inner: HeadlessTerminal) {
    self.outer = outer
    self.inner = inner
  }
  var size: Size { outer.size }
  func present(_ canvas: Canvas) { outer.present(canvas) }
  func nextEvent(waitingAtMost milliseconds: Int) -> TerminalWait {
    let wait = outer.nextEvent(waitingAtMost: milliseconds)
    if case .event(.resize(let size)) = wait { inner.resize(to: size) }
    return wait
  }
  func resize(to size: Size) { outer.resize(to: size) }
}
