import Foundation
import Testing

/// A redirected standard stream is left alone: the app reads keys from and draws on the
/// controlling terminal instead, and says so clearly when there is none.
@Suite(
  "Redirected streams: the controlling terminal is used",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct ControllingTerminalTests {
  @Test("navstack > out.txt draws on the terminal, quits with q, and leaves the file alone")
  func outputToFile() async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    try workspace.markOnboardingDone()
    let file = workspace.path("out/app.txt")
    let session = try TmuxSession(
      command: try Navstack.shellCommand(["--data", library], in: workspace, outputTo: file),
      workspace: workspace)
    defer { session.kill() }
    try await Navstack.waitForFolders(in: session)
    try await session.step("Enter", to: "Work, opened by a key from the terminal") { rows in
      rows.contains { $0.contains("Quarterly plan") }
    }
    try session.sendKeys("q")
    #expect(try await Navstack.finish(session, workspace) == 0)
    let written = workspace.read("out/app.txt") ?? "(missing)"
    #expect(written.isEmpty, "the screen went into the file: \(written.debugDescription)")
  }

  @Test("echo hi | navstack reads keys from the terminal, not the pipe")
  func inputFromPipe() async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    try workspace.markOnboardingDone()
    let session = try TmuxSession(
      command: try Navstack.shellCommand(["--data", library], in: workspace, piped: "echo hi"),
      workspace: workspace)
    defer { session.kill() }
    try await Navstack.waitForFolders(in: session)
    try await session.step("Enter", to: "Work, opened by a key from the terminal") { rows in
      rows.contains { $0.contains("Quarterly plan") }
    }
    try session.sendKeys("C-c")
    #expect(try await Navstack.finish(session, workspace) == 0)
  }

  @Test("no terminal at all: status 2 and a sentence saying so and what to use instead")
  func noControllingTerminal() async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    // Subprocess runs the app in a session of its own, without a controlling terminal.
    let outcome = try await Navstack.run(["--data", library], in: workspace)
    #expect(outcome.status == 2)
    #expect(
      outcome.errors
        == "navstack: there is no terminal to draw on: standard input or output is not a "
        + "terminal, and the process has no controlling terminal (/dev/tty); use --replay "
        + "SCRIPT --headless to run without one\n")
  }
}
