import Foundation
import Testing

/// The terminal is given back as it was, however the app ends (SPEC §9).
///
/// Each test runs the app under `sh` in tmux; after the app exits, the shell records the exit
/// status and `stty -a`, whose `icanon` and `echo` show that the line discipline is restored,
/// and tmux tells whether the pane is still on the alternate screen.
@Suite(
  "The terminal is restored",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct TerminalRestoreTests {
  @Test("q and Ctrl+C quit with status 0 and the terminal restored", arguments: ["q", "C-c"])
  func quitRestores(key: String) async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    let session = try await Navstack.startInTmux(["--data", library], in: workspace)
    defer { session.kill() }
    try session.sendKeys(key)
    let status = try await Navstack.finish(session, workspace)
    #expect(status == 0)
  }

  @Test("SIGTERM and SIGHUP end the app with the terminal restored", arguments: [SIGTERM, SIGHUP])
  func signalRestores(signal: Int32) async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    let session = try await Navstack.startInTmux(["--data", library], in: workspace)
    defer { session.kill() }
    let shell = try #require(Int32(try session.display("#{pane_pid}")))
    let app = try #require(
      ProcessTree.descendants(of: shell, named: try Navstack.processName()).first,
      "no navstack process below the pane's shell")
    #expect(kill(app, signal) == 0)
    _ = try await Navstack.finish(session, workspace)
  }

  @Test("an unknown TERM stops before drawing, with status 2 and the type named")
  func unknownTerminalType() async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    let command = try Navstack.shellCommand(
      ["--data", library], in: workspace, environment: ["TERM": "navstack-no-such-term"],
      errorsToFile: true)
    let session = try TmuxSession(command: command, workspace: workspace)
    defer { session.kill() }
    let status = try await Navstack.finish(session, workspace)
    #expect(status == 2)
    let message = workspace.read("out/stderr") ?? ""
    #expect(message.contains("'navstack-no-such-term'"), "the message names the type: \(message)")
  }
}
