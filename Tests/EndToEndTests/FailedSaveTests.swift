import Foundation
import Testing

/// A save that fails is never forgotten (SPEC §5): the screen says the file lacks the change,
/// and `q` asks before quitting without it, offering to save again.
///
/// The app runs as `nobody` in a real terminal, and its library's folder is made read-only
/// under it once it has started: every save then fails ("Permission denied") while the file
/// itself stays as it was, as on a full disk.
@Suite(
  "A failed save is offered at quit",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (apt-get install tmux)"),
  .enabled(if: Unprivileged.isAvailable, Unprivileged.unavailableReason))
struct FailedSaveTests {
  @Test("Space whose save fails: marked not saved; q asks; Save tries again; q quits once saved")
  func failedSaveIsOfferedAtQuit() async throws {
    let workspace = try Workspace()
    let library = try workspace.write(Workspace.library, to: "lib/library.json")
    try workspace.markOnboardingDone()
    for path in ["lib", "lib/library.json", "home", "data", "state", "state/navstack"]
      + ["state/navstack/state.json"]
    {
      #expect(chown(workspace.path(path), Unprivileged.uid, Unprivileged.gid) == 0)
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: library))
    let session = try TmuxSession(
      command: try Navstack.shellCommand(
        ["--data", library], in: workspace, wrapper: [Unprivileged.setpriv] + Unprivileged.prefix),
      workspace: workspace)
    defer { session.kill() }
    try await Navstack.waitForFolders(in: session)
    // From now on no file can be made beside the library: every save fails.
    #expect(chmod(workspace.path("lib"), 0o555) == 0)

    try await session.step("Enter", to: "the Work list") { $0[0].contains("Work") }
    try await session.step("Space", to: "Quarterly plan done, not saved") { rows in
      rows[0].contains("Work (not saved)") && rows[1].contains("✓")
        && rows.last?.contains("Not saved: cannot save") == true
    }
    try await session.step("q", to: "the quit prompt") { rows in
      rows.contains { $0.contains("Quit without saving?") }
        && rows.contains { $0.contains("[ Save ]  [ Discard ]  [ Cancel ]") }
    }
    try await session.step("s", to: "Save failing again, the app still running") { rows in
      !rows.contains { $0.contains("Quit without saving?") }
        && rows.last?.contains("Not saved: cannot save") == true
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: library)) == before)

    #expect(chmod(workspace.path("lib"), 0o755) == 0)
    try session.sendKeys("q")
    #expect(try await Navstack.finish(session, workspace) == 0)
    let saved = String(decoding: try Data(contentsOf: URL(fileURLWithPath: library)), as: UTF8.self)
    #expect(
      saved.contains(
        #""id":"i1","name":"Quarterly plan","notes":"Draft by Friday.\nShare with the team.","done":true"#
      ), "\(saved)")
  }
}
