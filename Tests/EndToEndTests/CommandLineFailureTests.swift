import Foundation
import Testing

/// Bad input stops the app with status 2 and one clear line, and loses nothing (SPEC §5–§7).
///
/// These run the binary directly, without a terminal: every one of these errors must come
/// before a terminal would be taken.
@Suite("Bad input gets status 2 and a clear message")
struct CommandLineFailureTests {
  /// A syntax error, and two folders sharing an id: a rename or a delete in the second would
  /// land on the first.
  static let malformed = [
    """
    {"version": 1,
     "folders": [{"id": "f1", "name": "Work" "items": []}]}

    """,
    """
    {"version": 1, "folders": [{"id": "f1", "name": "Work", "items": []},
     {"id": "f1", "name": "Home", "items": [{"id": "i1", "name": "Tap"}]}]}

    """,
  ]

  @Test(
    "a malformed library: status 2, one line with the file and line:column, file unchanged",
    arguments: malformed)
  func malformedLibrary(broken: String) async throws {
    let workspace = try Workspace()
    let library = try workspace.write(broken, to: "broken.json")
    let script = try workspace.write("Down\n", to: "walk.keys")
    let before = try Data(contentsOf: URL(fileURLWithPath: library))

    let outcome = try await Navstack.run(
      ["--replay", script, "--headless", "--data", library], in: workspace)

    #expect(outcome.status == 2)
    let lines = outcome.errors.split(separator: "\n")
    #expect(lines.count == 1, "one line: \(outcome.errors)")
    #expect(outcome.errors.contains(library), "names the file: \(outcome.errors)")
    #expect(outcome.errors.contains(/\b2:\d+/), "gives line 2 and a column: \(outcome.errors)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: library)) == before)
  }

  @Test("a script with an unknown key: status 2 with SCRIPT:LINE:COL and a suggestion")
  func unknownKeyInScript() async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    let script = try workspace.write("Down\nDwon 2\nEnter\n", to: "typo.keys")

    let outcome = try await Navstack.run(
      ["--replay", script, "--headless", "--data", library], in: workspace)

    #expect(outcome.status == 2)
    #expect(outcome.errors.contains("\(script):2:1: error:"), "\(outcome.errors)")
    #expect(outcome.errors.contains("did you mean 'Down'?"), "\(outcome.errors)")
  }

  @Test(
    "no tty and no --headless: status 2 and a message about --headless",
    arguments: [[String](), ["--replay", "walk.keys"]])
  func noTerminal(extra: [String]) async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    try workspace.write("Down\n", to: "walk.keys")
    let arguments = extra.map { $0.hasSuffix(".keys") ? workspace.path($0) : $0 }

    let outcome = try await Navstack.run(arguments + ["--data", library], in: workspace)

    #expect(outcome.status == 2)
    #expect(outcome.errors.contains("--headless"), "\(outcome.errors)")
  }

  /// Runs the binary, or `program`, with `input` as its standard input.
  func run(
    _ arguments: [String], program: String? = nil, input: String, in workspace: Workspace
  ) throws -> Navstack.Outcome {
    let name = UUID().uuidString
    let output = workspace.path("out/\(name).stdout")
    let errors = workspace.path("out/\(name).stderr")
    let pid = try Subprocess.spawn(
      try program ?? Navstack.binary(), arguments, environment: workspace.environment
    ) { actions in
      let create = O_WRONLY | O_CREAT | O_TRUNC
      posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 1, output, create, 0o644)
      posix_spawn_file_actions_addopen(&actions, 2, errors, create, 0o644)
    }
    let end = ContinuousClock.now.advanced(by: TmuxSession.deadline)
    while true {
      if let status = try Subprocess.reap(pid, "navstack", killAfter: end) {
        return Navstack.Outcome(
          status: status, output: workspace.read("out/\(name).stdout") ?? "",
          errors: workspace.read("out/\(name).stderr") ?? "")
      }
      usleep(2_000)
    }
  }

  @Test("--replay - and --replay /dev/stdin read the script from standard input")
  func replayStandardInput() async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    let input = try workspace.write("Down\nEnter\nExpectStack \"Folders > Home\"\n", to: "in.keys")
    for path in ["-", "/dev/stdin"] {
      let outcome = try run(
        ["--replay", path, "--headless", "--data", library], input: input, in: workspace)
      #expect(outcome.status == 0, "\(path): \(outcome.errors)")
    }

    let failing = try workspace.write("Down\nExpect \"Nowhere\"\n", to: "fail.keys")
    let outcome = try run(["--replay", "-", "--headless"], input: failing, in: workspace)
    #expect(outcome.status == 1)
    #expect(outcome.errors.hasPrefix("stdin:2: expected"), "\(outcome.errors)")

    let typo = try workspace.write("Dwon\n", to: "typo.keys")
    let bad = try run(["--replay", "-", "--headless"], input: typo, in: workspace)
    #expect(bad.status == 2)
    #expect(bad.errors.contains("stdin:1:1: error:"), "\(bad.errors)")
  }

  @Test("a script from a slow pipe is waited for: /dev/stdin and <(…) are not named FIFOs")
  func slowPipe() async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    let input = try workspace.write("Down\nExpectStack \"Folders\"\n", to: "in.keys")
    let command =
      "(sleep 4; cat \(Navstack.quote(input))) | "
      + [try Navstack.binary(), "--replay", "/dev/stdin", "--headless", "--data", library]
      .map(Navstack.quote).joined(separator: " ")
    let outcome = try run(["-c", command], program: "/bin/sh", input: "/dev/null", in: workspace)
    #expect(outcome.status == 0, "\(outcome.errors)")
  }

  @Test("a script that cannot be read says why: missing, a folder, a FIFO nobody writes, not UTF-8")
  func unreadableScript() async throws {
    let workspace = try Workspace()
    let missing = workspace.path("missing.keys")
    let folder = workspace.path("folder.keys")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let fifo = workspace.path("pipe.keys")
    #expect(mkfifo(fifo, 0o644) == 0)
    let latin1 = workspace.path("latin1.keys")
    try Data([0x54, 0x79, 0x70, 0x65, 0x20, 0x22, 0x63, 0x61, 0x66, 0xE9, 0x22, 0x0A])
      .write(to: URL(fileURLWithPath: latin1))
    let cases = [
      (missing, "No such file or directory"),
      (folder, "it is a directory"),
      (fifo, "a FIFO that nothing writes to (waited 3 s)"),
      (latin1, "not UTF-8 text (line 1, byte 10 is 0xE9)"),
    ]
    for (path, reason) in cases {
      let start = ContinuousClock.now
      let outcome = try await Navstack.run(["--replay", path, "--headless"], in: workspace)
      // A guard against waiting forever, not a speed test: the FIFO is given up on after 3 s,
      // and a debug build started among the other suites running at once can take seconds
      // more to start and stop (8.4 s seen on this machine).
      #expect(ContinuousClock.now - start < .seconds(20), "\(path) was waited on too long")
      #expect(outcome.status == 2)
      #expect(outcome.errors == "navstack: \(path): cannot read the script: \(reason)\n")
    }
  }

  @Test(
    "usage errors: a message, the --help hint, status 2, and no library written",
    arguments: [
      (["--size", "99999x99999"], "--size 99999x99999: width and height must be at most 1000"),
      (["--data", "x"], "--data is given more than once"),
      (["--headless"], "--headless is given more than once"),
      (
        ["--open", "Work"],
        "--open cannot be used with --replay: a replay starts at the folder list"
      ),
      (
        ["extra.keys"],
        "unexpected argument 'extra.keys'; to replay a script, use --replay extra.keys"
      ),
    ])
  func usageErrors(extra: [String], message: String) async throws {
    let workspace = try Workspace()
    let script = try workspace.write("Down\nCtrl+S\n", to: "walk.keys")
    let data = workspace.path("data/navstack/library.json")
    let outcome = try await Navstack.run(
      ["--replay", script, "--headless", "--data", data] + extra, in: workspace)
    #expect(outcome.status == 2)
    #expect(outcome.errors == "navstack: \(message)\nTry 'navstack --help'.\n")
    #expect(outcome.output.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: data), "a usage error wrote the library")
  }

  @Test("interactively too, a usage error comes before the library is created")
  func usageErrorCreatesNothing() async throws {
    let workspace = try Workspace()
    let outcome = try await Navstack.run(["--no-mouse", "--no-mouse"], in: workspace)
    #expect(outcome.status == 2)
    #expect(outcome.errors.hasPrefix("navstack: --no-mouse is given more than once\n"))
    #expect(!FileManager.default.fileExists(atPath: workspace.path("data/navstack")))
  }

  @Test("a snapshot folder that cannot be written: status 2 and a line naming the file")
  func unwritableSnapshots() async throws {
    let workspace = try Workspace()
    let script = try workspace.write("Down\nSnapshot first\n", to: "walk.keys")
    // A file where the folder should be, which no one (root included) can make a folder in.
    let blocked = try workspace.write("x", to: "blocked")
    let outcome = try await Navstack.run(
      ["--replay", script, "--headless", "--snapshots", blocked, "--update-snapshots"],
      in: workspace)
    #expect(outcome.status == 2)
    #expect(
      outcome.errors
        == "\(script):2: cannot write snapshot \(blocked)/walk/first.txt: Not a directory\n")
  }
}
