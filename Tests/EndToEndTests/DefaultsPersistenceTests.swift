import Foundation
import Testing

/// R52: what an app keeps in `UserDefaults` is on disk when the process has ended, however it
/// ends, so the next start finds it, as on iOS, which writes defaults at termination.
///
/// `Examples/Counter` stores a count in `UserDefaults` at each press of Add. Each test counts
/// once, ends the app one way, then starts it again (a headless replay) and expects the count.
/// Corelibs Foundation keeps a set value in memory until something synchronizes it; the app
/// never does, so only the runner's end of the process can have written it.
@Suite(
  "R52: defaults are written on every way out",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct DefaultsPersistenceTests {
  /// How the interactive run is ended.
  enum Ending: String, CaseIterable, CustomStringConvertible {
    case quitKey = "q"
    case controlC = "Ctrl+C"
    case terminate = "SIGTERM"
    case hangUp = "SIGHUP"
    case exitButton = "exit() from a button"

    var description: String { rawValue }

    /// The exit status the shell sees.
    var status: Int32 {
      switch self {
      case .quitKey, .controlC, .exitButton: return 0
      case .terminate: return 128 + SIGTERM
      case .hangUp: return 128 + SIGHUP
      }
    }
  }

  /// Where corelibs Foundation keeps the Counter's defaults: `~/.config/Counter.plist`.
  func plist(in workspace: Workspace) -> String? { workspace.read("home/.config/Counter.plist") }

  /// Starts the Counter again, headless, and checks the count it shows at start.
  func expectCount(_ count: Int, in workspace: Workspace) async throws {
    let script = try workspace.write("Expect \"Count: \(count)\"\n", to: "relaunch.keys")
    let status = try await Subprocess.run(
      try Navstack.example("Counter"), ["--replay", script, "--headless"],
      environment: workspace.environment, output: workspace.path("out/relaunch.stdout"),
      errors: workspace.path("out/relaunch.stderr"), deadline: TmuxSession.deadline)
    let errors = workspace.read("out/relaunch.stderr") ?? ""
    #expect(status == 0, "the relaunched app does not show Count: \(count):\n\(errors)")
  }

  @Test("R52 a count stored in UserDefaults survives the app's end", arguments: Ending.allCases)
  func interactive(ending: Ending) async throws {
    let workspace = try Workspace()
    let counter = try Navstack.example("Counter")
    let session = try TmuxSession(
      command: try Navstack.shellCommand([], in: workspace, program: counter),
      workspace: workspace)
    defer { session.kill() }
    try #require(try await session.waitForText("Count: 0") != nil, "the Counter did not start")
    try await session.step("a", to: "Count: 1") { rows in rows.contains { $0.contains("Count: 1") }
    }
    #expect(plist(in: workspace) == nil, "the defaults were written before the end")

    switch ending {
    case .quitKey: try session.sendKeys("q")
    case .controlC: try session.sendKeys("C-c")
    case .exitButton: try session.sendKeys("e")
    case .terminate, .hangUp:
      let shell = try #require(Int32(try session.display("#{pane_pid}")))
      let app = try #require(
        ProcessTree.descendants(of: shell, named: "Counter").first, "no Counter process")
      #expect(kill(app, ending == .terminate ? SIGTERM : SIGHUP) == 0)
    }
    #expect(try await Navstack.finish(session, workspace) == ending.status)
    #expect(plist(in: workspace)?.contains("<key>count</key>") == true)
    try await expectCount(1, in: workspace)
  }

  @Test("R52 a count stored during a replay survives the replay's end")
  func replayEnd() async throws {
    let workspace = try Workspace()
    let script = try workspace.write("a\nExpect \"Count: 1\"\na\n", to: "count.keys")
    let status = try await Subprocess.run(
      try Navstack.example("Counter"), ["--replay", script, "--headless"],
      environment: workspace.environment, output: workspace.path("out/replay.stdout"),
      errors: workspace.path("out/replay.stderr"), deadline: TmuxSession.deadline)
    #expect(status == 0, "\(workspace.read("out/replay.stderr") ?? "")")
    try await expectCount(2, in: workspace)
  }

  @Test("an app that does not use UserDefaults writes no defaults file")
  func noDefaultsWithoutUse() async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    let script = try workspace.write("Down\n", to: "walk.keys")
    let outcome = try await Navstack.run(
      ["--replay", script, "--headless", "--data", library], in: workspace)
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(!FileManager.default.fileExists(atPath: workspace.path("home/.config")))
  }

  @Test("R52 habits added and counted in one run are there in the next (Examples/Habits)")
  func habitsRelaunch() async throws {
    let workspace = try Workspace()
    let habits = try Navstack.example("Habits")
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let first = root.appendingPathComponent("Examples/Habits/Scripts/add-and-count.keys").path
    let added = try await Subprocess.run(
      habits, ["--replay", first, "--headless"], environment: workspace.environment,
      output: workspace.path("out/first.stdout"), errors: workspace.path("out/first.stderr"),
      deadline: TmuxSession.deadline)
    #expect(added == 0, "\(workspace.read("out/first.stderr") ?? "")")
    let again = try workspace.write(
      "Set Size 60x12\nExpect \"Read\"\nExpect \"2×\"\nEnter\nExpect \"Ten pages a day\"\n",
      to: "again.keys")
    let shown = try await Subprocess.run(
      habits, ["--replay", again, "--headless"], environment: workspace.environment,
      output: workspace.path("out/again.stdout"), errors: workspace.path("out/again.stderr"),
      deadline: TmuxSession.deadline)
    #expect(
      shown == 0, "the relaunched app lost its habits:\n\(workspace.read("out/again.stderr") ?? "")"
    )
  }
}
