import Foundation
import Testing

/// Ctrl+Z stops the app as it would any shell job, and `fg` brings its screen back exactly.
///
/// In raw mode Ctrl+Z is a key, not SIGTSTP, so the terminal stops the program itself; this
/// runs the app from an interactive shell with job control, as a user does.
@Suite(
  "Ctrl+Z suspends and fg restores",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct SuspendTests {
  @Test("Ctrl+Z gives the shell back with the terminal restored; fg redraws the same screen")
  func suspendAndResume() async throws {
    let workspace = try Workspace()
    let session = try TmuxSession(
      command: "env PS1='$ ' bash --norc --noprofile -i", workspace: workspace)
    defer { session.kill() }
    let before = try await Self.startWithHomeSelected(in: session, workspace)

    try session.sendKeys("C-z")
    let stopped = try await session.waitForText("Stopped")
    #expect(stopped != nil, "the shell did not report the job as stopped")
    #expect(try session.display("#{alternate_on}") == "0", "still on the alternate screen")

    try session.type("fg")
    try session.sendKeys("Enter")
    if try await session.waitForScreen({ $0 == before }) == nil {
      let after = try session.screen()
      Issue.record(
        """
        the screen after fg differs:
        \(Screen.numbered(after))
        before:
        \(Screen.numbered(before))
        """)
    }
    try session.sendKeys("q")
    #expect(try await session.waitForText("$ ") != nil, "q did not give the shell back")
  }

  @Test("kill -TSTP stops the app as Ctrl+Z does: the terminal restored, fg the same screen")
  func stopSignalSuspends() async throws {
    let workspace = try Workspace()
    let session = try TmuxSession(
      command: "env PS1='$ ' bash --norc --noprofile -i", workspace: workspace)
    defer { session.kill() }
    let before = try await Self.startWithHomeSelected(in: session, workspace)
    let shell = try #require(Int32(try session.display("#{pane_pid}")))
    let app = try #require(
      ProcessTree.descendants(of: shell, named: try Navstack.processName()).first,
      "no navstack process below the pane's shell")

    #expect(try session.display("#{mouse_any_flag}") == "1", "mouse reporting was not on")
    #expect(kill(app, SIGTSTP) == 0)
    #expect(try await session.waitForText("Stopped") != nil, "the job was not stopped")
    #expect(try session.display("#{alternate_on}") == "0", "still on the alternate screen")
    // The shell gets its terminal as it was: a click there must not type escape codes.
    #expect(try session.display("#{mouse_any_flag}") == "0", "mouse reporting left on")

    try session.type("fg")
    try session.sendKeys("Enter")
    #expect(
      try await session.waitForScreen({ $0 == before }) != nil, "fg did not redraw the screen")
    try session.sendKeys("q")
    #expect(try await session.waitForText("$ ") != nil, "q did not give the shell back")
  }

  /// Starts the app from the session's interactive shell as a job, moves to Home, and returns
  /// the screen then.
  private static func startWithHomeSelected(
    in session: TmuxSession, _ workspace: Workspace
  ) async throws -> [String] {
    let library = try workspace.writeLibrary()
    let command = [try Navstack.binary(), "--data", library].map(Navstack.quote)
    try session.type(command.joined(separator: " "))
    try session.sendKeys("Enter")
    try await Navstack.waitForFolders(in: session)
    try session.sendKeys("Down")
    return try #require(
      await session.waitForScreen { $0.contains { $0.hasPrefix("› Home") } },
      "the selection did not move to Home")
  }
}
