import Foundation
import Testing

/// The built `navstack` binary, run directly or inside a tmux session.
///
/// These helpers are the only place the tests know how the app is started, where its binary
/// is and how its headless screens are read back.
enum Navstack {
  /// What a direct run left: its exit status and its two output streams.
  struct Outcome {
    var status: Int32
    var output: String
    var errors: String
  }

  /// The binary: `NAVSTACK_BIN` when set, else the one built beside the test bundle, else the
  /// one in the package's `.build` folder.
  static func binary() throws -> String {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["NAVSTACK_BIN"], !path.isEmpty { return path }
    var candidates: [URL] = []
    if let executable = Bundle.main.executableURL {
      candidates.append(executable.deletingLastPathComponent())
    }
    let bundle = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
    candidates.append(bundle.deletingLastPathComponent())
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    for configuration in ["debug", "release"] {
      candidates.append(root.appendingPathComponent(".build/\(configuration)"))
    }
    for folder in candidates {
      let path = folder.appendingPathComponent("navstack").path
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    throw NavstackError.binaryNotFound(candidates.map(\.path))
  }

  /// Runs the binary without a terminal (stdin from /dev/null, output to files).
  static func run(_ arguments: [String], in workspace: Workspace) async throws -> Outcome {
    let name = UUID().uuidString
    let outputPath = workspace.path("out/\(name).stdout")
    let errorPath = workspace.path("out/\(name).stderr")
    let status = try await Subprocess.run(
      try binary(), arguments, environment: workspace.environment, output: outputPath,
      errors: errorPath, deadline: TmuxSession.deadline)
    return Outcome(
      status: status,
      output: workspace.read("out/\(name).stdout") ?? "",
      errors: workspace.read("out/\(name).stderr") ?? "")
  }

  /// The screens a headless replay of `script` records with `Snapshot NAME` lines, by name.
  static func headlessScreens(
    script: String, library: String, size: String? = nil, in workspace: Workspace
  ) async throws -> [String: [String]] {
    let name = "headless-\(UUID().uuidString.prefix(8))"
    let scriptPath = try workspace.write(script, to: "\(name).keys")
    let snapshots = workspace.path("out/\(name)-snapshots")
    var arguments = [
      "--replay", scriptPath, "--headless", "--data", library,
      "--snapshots", snapshots, "--update-snapshots",
    ]
    if let size { arguments += ["--size", size] }
    let outcome = try await run(arguments, in: workspace)
    #expect(outcome.status == 0, "headless replay failed: \(outcome.errors)")
    var screens: [String: [String]] = [:]
    let files = FileManager.default.enumerator(atPath: snapshots)
    while let file = files?.nextObject() as? String {
      guard file.hasSuffix(".txt"),
        let text = try? String(contentsOfFile: "\(snapshots)/\(file)", encoding: .utf8)
      else { continue }
      let snapshot = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
      screens[snapshot] = Screen.snapshotRows(text)
    }
    return screens
  }

  /// A shell command line that runs the binary, then records what it left behind.
  ///
  /// Its exit status goes to `out/status` and the terminal's modes (`stty -a`) to `out/stty`.
  /// With `errorsToFile`, its standard error goes to `out/stderr`: tmux may drop what a pane
  /// prints just as it starts. `piped` is a shell command whose output becomes the app's
  /// standard input (`echo hi | navstack`), and `outputTo` a file its standard output goes to
  /// (`navstack > out.txt`). `program` runs another binary than `navstack` (an example's), and
  /// `wrapper` comes before it (`setpriv …` to run it as another user).
  static func shellCommand(
    _ arguments: [String], in workspace: Workspace, environment: [String: String] = [:],
    errorsToFile: Bool = false, piped: String? = nil, outputTo: String? = nil,
    program: String? = nil, wrapper: [String] = []
  ) throws -> String {
    let settings = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let words =
      (settings.isEmpty ? [] : ["env"] + settings) + wrapper + [try program ?? binary()]
      + arguments
    let errors = errorsToFile ? " 2> " + quote(workspace.path("out/stderr")) : ""
    let output = outputTo.map { " > " + quote($0) } ?? ""
    let input = piped.map { $0 + " | " } ?? ""
    let status = quote(workspace.path("out/status"))
    let modes = quote(workspace.path("out/stty"))
    let partial = quote(workspace.path("out/stty.partial"))
    return input + words.map(quote).joined(separator: " ") + output + errors
      + "; echo $? > \(status); stty -a > \(partial) 2>&1; mv \(partial) \(modes)"
  }

  /// Waits for a `shellCommand` to finish; returns the app's exit status, nil at the deadline.
  static func waitForShellCommand(in workspace: Workspace) async throws -> Int32? {
    let clock = ContinuousClock()
    let end = clock.now.advanced(by: TmuxSession.deadline)
    while clock.now < end {
      if workspace.read("out/stty") != nil {
        let status = workspace.read("out/status")?.trimmingCharacters(in: .whitespacesAndNewlines)
        return status.flatMap { Int32($0) }
      }
      try await Task.sleep(for: .milliseconds(50))
    }
    return nil
  }

  /// The example app `name` (`Counter`), built beside the `navstack` binary.
  static func example(_ name: String) throws -> String {
    let path = URL(fileURLWithPath: try binary()).deletingLastPathComponent()
      .appendingPathComponent(name).path
    try #require(FileManager.default.isExecutableFile(atPath: path), "\(path) is not built")
    return path
  }

  /// The command name the kernel gives the binary's processes (`/proc/PID/stat`), which is
  /// its file name cut to 15 bytes.
  static func processName() throws -> String {
    String(URL(fileURLWithPath: try binary()).lastPathComponent.utf8.prefix(15)) ?? "navstack"
  }

  /// Starts the app in a new tmux session and waits for its first screen to show `text`
  /// (the Folders screen by default), skipping the first-run onboarding sheet if one is shown.
  ///
  /// `environment` is set for the app alone (`env NAME=value …`), as `TERM=vt100 navstack`
  /// typed in a shell would.
  static func startInTmux(
    _ arguments: [String], in workspace: Workspace, width: Int = 80, height: Int = 24,
    environment: [String: String] = [:], showing text: String = "Folders"
  ) async throws -> TmuxSession {
    let session = try TmuxSession(
      command: try shellCommand(arguments, in: workspace, environment: environment),
      width: width, height: height, workspace: workspace)
    try await waitForStart(in: session, showing: text)
    return session
  }

  /// Waits for the Folders screen in a session, skipping the onboarding sheet if one is shown.
  static func waitForFolders(in session: TmuxSession) async throws {
    try await waitForStart(in: session, showing: "Folders")
  }

  /// Waits for `text` on a session's first screen, skipping the onboarding sheet if shown.
  static func waitForStart(in session: TmuxSession, showing text: String) async throws {
    guard try await session.waitForText(text) != nil else {
      let rows = try session.screen()
      throw NavstackError.notStarted(Screen.numbered(rows))
    }
    var rows = try await settledScreen(session)
    if Screen.showsOnboarding(rows) {
      try session.sendKeys("s")
      rows = try await session.waitForScreen { !Screen.showsOnboarding($0) } ?? rows
    }
  }

  /// The screen once two reads 150 ms apart agree, so a frame drawn right after the first
  /// (such as a sheet presented at start) is not missed.
  private static func settledScreen(_ session: TmuxSession) async throws -> [String] {
    var previous = try session.screen()
    for _ in 0..<20 {
      try await Task.sleep(for: .milliseconds(150))
      let current = try session.screen()
      if current == previous { return current }
      previous = current
    }
    return previous
  }

  /// The word quoted for `sh`.
  static func quote(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

/// Why the binary could not be run as the test wanted.
enum NavstackError: Error, CustomStringConvertible {
  case binaryNotFound([String])
  case notStarted(String)

  var description: String {
    switch self {
    case .binaryNotFound(let places):
      return "navstack is not built (run `swift build`); looked in "
        + places.joined(separator: ", ") + "; or set NAVSTACK_BIN"
    case .notStarted(let screen):
      return "navstack did not show its first screen; the terminal shows:\n\(screen)"
    }
  }
}
