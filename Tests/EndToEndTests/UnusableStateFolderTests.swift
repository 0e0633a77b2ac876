import Foundation
import Testing

/// A state folder that cannot be used (here `XDG_STATE_HOME` names a regular file) is said
/// once, on screen and in the window's log, and a draft at SIGTERM goes to the next place:
/// beside the library, then the temporary folder; the app says where, and the next start
/// offers it back from there.
@Suite(
  "An unusable state folder is said, and drafts go elsewhere",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct UnusableStateFolderTests {
  @Test("the start says so; SIGTERM keeps the draft beside the library and says where")
  func draftGoesBesideTheLibrary() async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    let notAFolder = try workspace.write("not a folder", to: "state-file")
    let environment = ["XDG_STATE_HOME": notAFolder]
    let command = try Navstack.shellCommand(
      ["--data", library], in: workspace, environment: environment)
    let session = try TmuxSession(command: command, workspace: workspace)
    defer { session.kill() }
    let warning = "Cannot keep drafts or state in \(notAFolder)/navstack: Not a directory"
    try await session.reach("the warning in the key bar") { rows in
      rows.last?.contains("Cannot keep drafts or state in") == true
    }
    #expect(session.printedScreen.contains(warning.prefix(70)))
    try await session.step("s", to: "Folders, the tour skipped") { $0[0].contains("Folders") }
    try await session.step("C-g", to: "the inspector with the warning in its log") { rows in
      rows.contains { $0.contains("navstack: Cannot keep drafts or state in") }
    }
    try await session.step("C-g", to: "the inspector closed") { rows in
      !rows.contains { $0.contains("navstack: Cannot keep drafts or state in") }
    }
    try await session.step("Enter", to: "the Work list") { $0[0].contains("< Folders") }
    try await session.step("Enter", to: "the item editor") { $0.contains { $0.contains("Notes") } }
    try await session.type(" unsaved", to: "the typed name") {
      $0.contains { $0.contains("Quarterly plan unsaved") }
    }
    let shell = try #require(Int32(try session.display("#{pane_pid}")))
    let app = try #require(
      ProcessTree.descendants(of: shell, named: try Navstack.processName()).first)
    #expect(kill(app, SIGTERM) == 0)
    #expect(try await Navstack.finish(session, workspace) != nil)

    let names = try FileManager.default.contentsOfDirectory(atPath: workspace.root.path)
    let name = try #require(
      names.first { $0.hasPrefix(".navstack-draft-") }, "no draft beside the library: \(names)")
    let draft = workspace.read(name) ?? ""
    #expect(draft.contains("Quarterly plan unsaved"), "\(draft)")
    // Written after the screen, wrapped at the pane's width.
    #expect(
      try session.screen().joined().contains("kept in \(workspace.path(name))"),
      "the app did not say where the draft went:\n\(session.printedScreen)")

    Navstack.clearShellCommandResults(in: workspace)
    let again = try TmuxSession(command: command, workspace: workspace)
    defer { again.kill() }
    try await again.reach("the offer to restore") { rows in
      rows.contains { $0.contains("Restore unsaved edits?") }
    }
    // The tour comes again (nothing can remember it was done), over the restored editor.
    try await again.step("r", to: "the tour over the restored editor") { rows in
      !rows.contains { $0.contains("Restore unsaved edits?") } && Screen.showsOnboarding(rows)
    }
    try await again.step("s", to: "the editor with the typed name") { rows in
      rows.contains { $0.contains("Name") && $0.contains("Quarterly plan unsaved") }
    }
  }
}
