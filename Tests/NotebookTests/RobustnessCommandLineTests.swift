import Foundation
import NavStack
import NavStackScript
import NavStackTerminal
import Notebook
import NotebookStore
import Testing

/// `--record`, `--cast` and `--delay` run in-process through `AppRunner`: what they write, and
/// how they fail on paths that cannot be written (one line, status 2, terminal untouched).
@MainActor
@Suite("Robustness: recording and cast flags")
struct RobustnessCommandLineTests {
  /// A run of `AppRunner` with its messages and the terminals it made.
  struct Run {
    var status: Int32
    var errors: [String]
    var terminals: [ScriptedTerminal]
  }

  /// Runs the app with `arguments`; terminals are scripted with `events` at `size`.
  func run(
    _ arguments: [String], interactive: Bool = false, events: [InputEvent] = [],
    size: Size = .standard, environment: [String: String] = [:]
  ) throws -> Run {
    let options = try CommandLineOptions.parse(arguments, environment: environment)
    var errors: [String] = []
    var terminals: [ScriptedTerminal] = []
    let runner = AppRunner(
      options: options, environment: environment, printError: { errors.append($0) },
      printOutput: { _ in })
    let status = runner.run(
      isInteractiveTerminal: interactive,
      makeTerminal: { _ in
        let terminal = ScriptedTerminal(size: size, events: events)
        terminals.append(terminal)
        return terminal
      }, close: {})
    return Run(status: status, errors: errors, terminals: terminals)
  }

  /// A fresh folder with the sample library and empty XDG folders for an interactive run.
  func workspace() throws -> (directory: String, library: String, environment: [String: String]) {
    let directory = try RobustnessFixtures.temporaryDirectory("flags")
    let library = "\(directory)/library.json"
    try Data(EmbeddedResources.sampleLibrary.utf8).write(to: URL(fileURLWithPath: library))
    let environment = [
      "HOME": directory, "XDG_DATA_HOME": "\(directory)/data",
      "XDG_STATE_HOME": "\(directory)/state",
    ]
    return (directory, library, environment)
  }

  func lines(of path: String) -> [String] {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map(String.init)
  }

  /// What a library holds, without its identifiers (new items get random ones).
  func contents(of path: String) throws -> [String] {
    let library = try LibraryStore.load(from: path)
    var lines: [String] = []
    for folder in 0..<library.folderCount {
      lines.append("folder \(library.folderName(at: folder))")
      for index in 0..<library.itemCount(inFolder: folder) {
        let item = library.item(at: index, inFolder: folder)
        lines.append("item \(item.name) | \(item.notes) | \(item.done)")
      }
    }
    return lines
  }

  func json(_ line: String) -> Any? {
    try? JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed])
  }

  @Test("--replay X --headless --cast F writes a cast with a marker for each Snapshot")
  func replayCast() throws {
    let space = try workspace()
    defer { try? FileManager.default.removeItem(atPath: space.directory) }
    let script = "\(space.directory)/demo.keys"
    try Data(
      """
      Set Size 70x20
      Snapshot folders
      Enter
      Snapshot work
      Resize 60x16
      Enter
      Sleep 1s
      Snapshot item

      """.utf8
    ).write(to: URL(fileURLWithPath: script))
    let cast = "\(space.directory)/demo.cast"
    let result = try run([
      "--replay", script, "--headless", "--cast", cast,
      "--snapshots", "\(space.directory)/snapshots", "--update-snapshots",
    ])
    #expect(result.status == 0, "\(result.errors)")
    let written = lines(of: cast)
    let header = try #require(json(written.first ?? "") as? [String: Any])
    #expect(header["version"] as? Int == 2)
    #expect(header["width"] as? Int == 70)
    #expect(header["height"] as? Int == 20)
    #expect((header["env"] as? [String: String])?["TERM"] == "xterm-256color")
    let events = written.dropFirst().compactMap { json($0) as? [Any] }
    #expect(events.count == written.count - 1)
    let markers = events.filter { $0[1] as? String == "m" }.compactMap { $0[2] as? String }
    #expect(markers == ["folders", "work", "item"])
    let resizes = events.filter { $0[1] as? String == "r" }.compactMap { $0[2] as? String }
    #expect(resizes == ["60x16"])
    let times = events.compactMap { $0[0] as? Double }
    #expect(times == times.sorted())
    #expect((times.last ?? 0) >= 1.0)
    let again = "\(space.directory)/again.cast"
    _ = try run([
      "--replay", script, "--headless", "--cast", again,
      "--snapshots", "\(space.directory)/snapshots",
    ])
    #expect(lines(of: again) == written, "a replay's cast differs from run to run")
  }

  @Test("--cast or --record to a path that cannot be written: one line, status 2, no terminal")
  func unwritablePaths() throws {
    let space = try workspace()
    defer { try? FileManager.default.removeItem(atPath: space.directory) }
    let script = "\(space.directory)/demo.keys"
    try Data("Down\n".utf8).write(to: URL(fileURLWithPath: script))
    let missing = "\(space.directory)/no/such/folder/out.cast"
    let replay = try run(["--replay", script, "--headless", "--cast", missing])
    #expect(replay.status == 2)
    #expect(replay.errors == ["navstack: cannot write \(missing): No such file or directory"])
    #expect(replay.terminals.isEmpty)

    let folder = try run(["--replay", script, "--headless", "--cast", space.directory])
    #expect(folder.status == 2)
    #expect(folder.errors == ["navstack: cannot write \(space.directory): it is a directory"])

    let record = try run(
      ["--record", missing, "--data", space.library], interactive: true,
      environment: space.environment)
    #expect(record.status == 2)
    #expect(record.errors == ["navstack: cannot write \(missing): No such file or directory"])
    #expect(record.terminals.isEmpty)

    let cast = try run(
      ["--cast", missing, "--data", space.library], interactive: true,
      environment: space.environment)
    #expect(cast.status == 2)
    #expect(cast.terminals.isEmpty)
  }

  @Test("--cast or --record naming the library, the script or each other is refused")
  func outputsOnInputs() throws {
    let space = try workspace()
    defer { try? FileManager.default.removeItem(atPath: space.directory) }
    let original = RobustnessFixtures.bytes(at: space.library)
    let script = "\(space.directory)/demo.keys"
    try Data("Down\n".utf8).write(to: URL(fileURLWithPath: script))
    let sameLibrary = "\(space.directory)/./library.json"
    let onLibrary = try run([
      "--replay", script, "--headless", "--data", space.library, "--cast", sameLibrary,
    ])
    #expect(onLibrary.status == 2)
    #expect(
      onLibrary.errors == ["navstack: --cast \(sameLibrary) is the library; choose another file"])
    #expect(RobustnessFixtures.bytes(at: space.library) == original)

    let onScript = try run(["--replay", script, "--headless", "--cast", script])
    #expect(
      onScript.errors == ["navstack: --cast \(script) is the replayed script; choose another file"])
    #expect(RobustnessFixtures.bytes(at: script) == Array("Down\n".utf8))

    let both = "\(space.directory)/out"
    let twice = try run(
      ["--record", both, "--cast", both, "--data", space.library], interactive: true,
      environment: space.environment)
    #expect(twice.status == 2)
    #expect(twice.errors == ["navstack: --cast \(both) is the --record file; choose another file"])

    let defaultLibrary = try run(
      ["--record", "\(space.directory)/data/navstack/library.json"], interactive: true,
      environment: space.environment)
    #expect(defaultLibrary.status == 2)
    #expect(defaultLibrary.terminals.isEmpty)
  }

  @Test("--record with --open is refused: a script starts at the folder list")
  func recordWithOpen() throws {
    let space = try workspace()
    defer { try? FileManager.default.removeItem(atPath: space.directory) }
    let result = try run(
      ["--record", "\(space.directory)/out.keys", "--open", "Work", "--data", space.library],
      interactive: true, environment: space.environment)
    #expect(result.status == 2)
    #expect(result.errors.count == 1)
    #expect(result.errors.first?.contains("--open cannot be used with --record") == true)
    #expect(result.terminals.isEmpty)
  }

  @Test("an interactive --record replays to the same final screen; --cast records it")
  func recordRoundTrip() throws {
    let space = try workspace()
    defer { try? FileManager.default.removeItem(atPath: space.directory) }
    let recorded = "\(space.directory)/session.keys"
    let cast = "\(space.directory)/session.cast"
    let typed: [InputEvent] = "Budget \"Q1\" 日本 #1".map { .key(.character($0)) }
    var events: [InputEvent] = [.key(.character("n")), .key(.character("s"))]
    events += [.key(.down), .key(.up), .key(.enter), .key(.character("+"))]
    events += typed
    events += [.key(.tab), .key(.tab)]
    events += [.key(.control("s")), .resize(Size(width: 100, height: 30))]
    events += [.mouse(MouseEvent(.wheelDown, at: Point(x: 5, y: 5)))]
    events += [.key(.down), .key(.down), .key(.enter), .key(.end), .key(.backspace)]
    events += [.mouse(MouseEvent(.click, at: Point(x: 3, y: 3)))]
    events += [.key(.escape), .key(.character("k")), .key(.escape), .key(.control("g"))]
    let session = try run(
      ["--record", recorded, "--cast", cast, "--data", space.library], interactive: true,
      events: events, size: Size(width: 90, height: 26), environment: space.environment)
    #expect(session.status == 0, "\(session.errors)")
    let shown = try #require(session.terminals.first?.screen)
    let script = lines(of: recorded)
    #expect(script.prefix(3) == ["# recorded by navstack", "Set Size 90x26", "Set FirstRun on"])
    #expect(script.contains(#"Type "+Budget \"Q1\" 日本 #1""#))
    #expect(script.contains("Resize 100x30"))
    #expect(script.contains("Click 3 3"))

    let copy = "\(space.directory)/copy.json"
    try Data(EmbeddedResources.sampleLibrary.utf8).write(to: URL(fileURLWithPath: copy))
    let replay = try run(["--replay", recorded, "--headless", "--data", copy])
    #expect(replay.status == 0, "\(replay.errors)")
    let replayed = try #require(replay.terminals.first?.screen)
    #expect(replayed.snapshot == shown.snapshot)
    #expect(
      try contents(of: copy) == contents(of: space.library),
      "the replay saved a different library")

    let castLines = lines(of: cast)
    let header = try #require(json(castLines.first ?? "") as? [String: Any])
    #expect(header["width"] as? Int == 90)
    #expect(header["timestamp"] is Int)
    let codes = castLines.dropFirst().compactMap { (json($0) as? [Any])?[1] as? String }
    #expect(codes.count == castLines.count - 1)
    #expect(codes.contains("r"))
    #expect(Set(codes).isSubset(of: ["o", "r"]))
  }

  @Test("--record and --cast refuse a file that exists, and replace it with --overwrite")
  func existingOutputs() throws {
    let space = try workspace()
    defer { try? FileManager.default.removeItem(atPath: space.directory) }
    let script = "\(space.directory)/demo.keys"
    try Data("Down\n".utf8).write(to: URL(fileURLWithPath: script))
    let recorded = "\(space.directory)/kept.keys"
    let cast = "\(space.directory)/kept.cast"
    for path in [recorded, cast] {
      try Data("keep me\n".utf8).write(to: URL(fileURLWithPath: path))
    }

    let record = try run(
      ["--record", recorded, "--data", space.library], interactive: true,
      environment: space.environment)
    #expect(record.status == 2)
    #expect(
      record.errors == [
        "navstack: --record \(recorded): the file exists; add --overwrite to replace it"
      ])
    #expect(record.terminals.isEmpty)
    let replay = try run(["--replay", script, "--headless", "--cast", cast])
    #expect(replay.status == 2)
    #expect(
      replay.errors == ["navstack: --cast \(cast): the file exists; add --overwrite to replace it"])
    #expect(replay.terminals.isEmpty)
    for path in [recorded, cast] { #expect(lines(of: path) == ["keep me"]) }

    let replaced = try run(["--replay", script, "--headless", "--cast", cast, "--overwrite"])
    #expect(replaced.status == 0, "\(replaced.errors)")
    #expect(lines(of: cast).first?.hasPrefix("{\"version\": 2") == true)
    let again = try run(
      ["--record", recorded, "--overwrite", "--data", space.library], interactive: true,
      events: [.key(.character("q"))], environment: space.environment)
    #expect(again.status == 0, "\(again.errors)")
    #expect(lines(of: recorded).first == ScriptRecorder.headerComment)

    // A device is written to, not replaced: nothing to keep.
    let device = try run(["--replay", script, "--headless", "--cast", "/dev/null"])
    #expect(device.status == 0, "\(device.errors)")
    #expect(
      usageError(["--overwrite"]) == "--overwrite goes with --record or --cast",
      "--overwrite alone says what it is for")
  }

  @Test("a cast names the TERM drawn on; a headless replay's names the type it writes for")
  func castTerminalType() throws {
    let space = try workspace()
    defer { try? FileManager.default.removeItem(atPath: space.directory) }
    let script = "\(space.directory)/demo.keys"
    try Data("Down\n".utf8).write(to: URL(fileURLWithPath: script))
    var environment = space.environment
    environment["TERM"] = "tmux-256color"
    func castTerm(_ path: String) throws -> String? {
      let header = try #require(json(lines(of: path).first ?? "") as? [String: Any])
      return (header["env"] as? [String: String])?["TERM"]
    }

    let interactive = "\(space.directory)/interactive.cast"
    let live = try run(
      ["--cast", interactive, "--data", space.library], interactive: true,
      events: [.key(.character("q"))], environment: environment)
    #expect(live.status == 0, "\(live.errors)")
    #expect(try castTerm(interactive) == "tmux-256color")

    let drawn = "\(space.directory)/drawn.cast"
    let onTerminal = try run(
      ["--replay", script, "--cast", drawn], interactive: true, environment: environment)
    #expect(onTerminal.status == 0, "\(onTerminal.errors)")
    #expect(try castTerm(drawn) == "tmux-256color")

    let headless = "\(space.directory)/headless.cast"
    let inMemory = try run(
      ["--replay", script, "--headless", "--cast", headless], environment: environment)
    #expect(inMemory.status == 0, "\(inMemory.errors)")
    #expect(try castTerm(headless) == CastWriter.terminalType)
  }

  @Test("wheel turns are recorded, so the recording replays to the item that was opened")
  func recordWheel() throws {
    let space = try workspace()
    defer { try? FileManager.default.removeItem(atPath: space.directory) }
    AppState(onboardingDone: true).save(to: "\(space.directory)/state/navstack")
    let recorded = "\(space.directory)/wheel.keys"
    let wheel = InputEvent.mouse(MouseEvent(.wheelDown, at: Point(x: 5, y: 3)))
    let session = try run(
      ["--record", recorded, "--data", space.library], interactive: true,
      events: [.key(.enter), wheel, wheel, .key(.enter)], environment: space.environment)
    #expect(session.status == 0, "\(session.errors)")
    let shown = try #require(session.terminals.first?.screen)
    #expect(shown.text.contains("Team offsite agenda"), "\(shown.text)")
    #expect(lines(of: recorded).filter { $0 == "Wheel Down 5 3" }.count == 2)

    let replay = try run(["--replay", recorded, "--headless", "--data", space.library])
    #expect(replay.status == 0, "\(replay.errors)")
    #expect(replay.terminals.first?.screen.snapshot == shown.snapshot)
  }

  @Test("--delay pauses after each replayed event")
  func delay() throws {
    let space = try workspace()
    defer { try? FileManager.default.removeItem(atPath: space.directory) }
    let script = "\(space.directory)/slow.keys"
    try Data("Down 3\nUp 3\n".utf8).write(to: URL(fileURLWithPath: script))
    let start = ContinuousClock.now
    let result = try run(["--replay", script, "--headless", "--delay", "40"])
    let elapsed = ContinuousClock.now - start
    #expect(result.status == 0)
    #expect(elapsed >= .milliseconds(6 * 40))
  }

  /// The message a usage error prints for `arguments`, or nil when they parse.
  func usageError(_ arguments: [String]) -> String? {
    do {
      _ = try CommandLineOptions.parse(arguments)
      return nil
    } catch {
      return error.message
    }
  }

  @Test(
    "a repeated option, --open with --replay, or a bare argument is a usage error",
    arguments: [
      (["--data", "a.json", "--data", "b.json"], "--data is given more than once"),
      (["--no-mouse", "--no-mouse"], "--no-mouse is given more than once"),
      (["--help", "-h"], "--help is given more than once"),
      (
        ["--replay", "a.keys", "--headless", "--replay", "b.keys"],
        "--replay is given more than once"
      ),
      (
        ["--replay", "a.keys", "--open", "Work"],
        "--open cannot be used with --replay: a replay starts at the folder list"
      ),
      (
        ["walk.keys"],
        "unexpected argument 'walk.keys'; to replay a script, use --replay walk.keys"
      ),
      (
        ["--data", "a.json", "b.json"],
        "unexpected argument 'b.json'; to open a library, use --data b.json"
      ),
      (["-"], "unexpected argument '-'; to replay a script, use --replay -"),
      (["Work"], "unexpected argument 'Work'; navstack takes options only"),
    ])
  func usageErrors(arguments: [String], message: String) {
    #expect(usageError(arguments) == message)
  }

  @Test(
    "--size has Set Size's limits: 1 to 1000 each way",
    arguments: [
      ("99999x99999", "--size 99999x99999: width and height must be at most 1000"),
      ("1001x24", "--size 1001x24: width and height must be at most 1000"),
      ("80x1001", "--size 80x1001: width and height must be at most 1000"),
      ("0x24", "--size wants WIDTHxHEIGHT, like 80x24, not '0x24'"),
      ("80x", "--size wants WIDTHxHEIGHT, like 80x24, not '80x'"),
      (
        "99999999999999999999x2",
        "--size wants WIDTHxHEIGHT, like 80x24, not '99999999999999999999x2'"
      ),
    ])
  func sizeLimits(text: String, message: String) throws {
    #expect(usageError(["--replay", "a.keys", "--size", text]) == message)
  }

  @Test("--size takes the largest and smallest sizes Set Size takes")
  func sizeBounds() throws {
    for (text, size) in [
      ("1000x1000", Size(width: 1000, height: 1000)), ("1x1", Size(width: 1, height: 1)),
    ] {
      let options = try CommandLineOptions.parse(["--replay", "a.keys", "--size", text])
      #expect(options.size == size)
    }
    #expect(ScriptParser.maximumDimension == 1000)
  }

  @Test("--replay - is standard input, not a missing value")
  func replayStandardInputOption() throws {
    let options = try CommandLineOptions.parse(["--replay", "-", "--headless"])
    #expect(options.replayScript == "-")
  }

  @Test("a script's snapshots default to Snapshots/ beside it; from standard input, here")
  func defaultSnapshots() {
    #expect(ScriptSource.snapshotsDirectory(beside: "-") == "Snapshots")
    #expect(ScriptSource.snapshotsDirectory(beside: "a") == "Snapshots")
    #expect(ScriptSource.snapshotsDirectory(beside: "/walk.keys") == "/Snapshots")
    #expect(ScriptSource.snapshotsDirectory(beside: "t/s/walk.keys") == "t/s/Snapshots")
  }

  @Test("a script that is not UTF-8 names the line and byte")
  func notUTF8() throws {
    let space = try workspace()
    defer { try? FileManager.default.removeItem(atPath: space.directory) }
    let script = "\(space.directory)/latin1.keys"
    try Data([0x44, 0x6F, 0x77, 0x6E, 0x0A, 0x54, 0x79, 0x70, 0x65, 0x20, 0x22, 0xE9, 0x22, 0x0A])
      .write(to: URL(fileURLWithPath: script))
    let result = try run(["--replay", script, "--headless"])
    #expect(result.status == 2)
    #expect(
      result.errors == [
        "navstack: \(script): cannot read the script: not UTF-8 text (line 2, byte 7 is 0xE9)"
      ])
    #expect(result.terminals.isEmpty)
  }
}

/// A terminal with scripted input that resizes itself on a resize event, as a real one does.
@MainActor
final class ScriptedTerminal: Terminal {
  private(set) var size: Size
  private(set) var screen: Canvas
  private var pending: [InputEvent]

  init(size: Size, events: [InputEvent]) {
    self.size = size
    screen = Canvas(size: size)
    pending = events.reversed()
  }

  func present(_ canvas: Canvas) { screen = canvas }

  func nextEvent(waitingAtMost milliseconds: Int) -> TerminalWait {
    guard let event = pending.popLast() else { return .ended }
    if case .resize(let newSize) = event { size = newSize }
    return .event(event)
  }

  func resize(to size: Size) { self.size = size }
}
