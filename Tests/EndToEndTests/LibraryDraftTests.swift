import Foundation
import Testing

/// A draft belongs to the library it was typed in, and a rename sheet keeps one too: SIGTERM
/// during Rename Folder on `--data b.json` is never offered to the default library, and is
/// offered, in its sheet, on the next start on b.json.
@Suite(
  "Drafts per library, rename sheets included",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct LibraryDraftTests {
  @Test("SIGTERM in Rename Folder: the draft is b.json's, the default library is not offered it")
  func renameDraftStaysWithItsLibrary() async throws {
    let workspace = try Workspace()
    let other = try workspace.write(Workspace.library, to: "b.json")
    let recovery = DraftRecoveryTests()
    try await recovery.stop(with: SIGTERM, library: other, in: workspace) { session in
      try await session.step("r", to: "the Rename Folder sheet") {
        $0.contains { $0.contains("Rename Folder") }
      }
      try await session.type(" typed", to: "the typed name") {
        $0.contains { $0.contains("Work typed") }
      }
    }
    let draft = try #require(SavedFiles.draft(in: workspace), "no draft after SIGTERM")
    #expect(draft.contains("renameFolder") && draft.contains("Work typed"), "\(draft)")
    let real = URL(fileURLWithPath: other).resolvingSymlinksInPath().path
    #expect(draft.contains(real.replacingOccurrences(of: "/", with: "\\/")), "\(draft)")

    // The default library starts without the offer; the draft stays for b.json.
    Navstack.clearShellCommandResults(in: workspace)
    do {
      let session = try await Navstack.startInTmux([], in: workspace)
      defer { session.kill() }
      try await Task.sleep(for: .milliseconds(300))
      #expect(!session.printedScreen.contains("Restore unsaved edits?"))
      try session.sendKeys("q")
      #expect(try await Navstack.finish(session, workspace) == 0)
    }
    #expect(SavedFiles.draft(in: workspace) != nil, "the default library's run took the draft")

    let session = try await recovery.restart(library: other, in: workspace)
    defer { session.kill() }
    try await session.step("r", to: "the Rename Folder sheet with the typed name") { rows in
      !rows.contains { $0.contains("Restore unsaved edits?") }
        && rows.contains { $0.contains("Rename Folder") }
        && rows.contains { $0.contains("Work typed") }
    }
    try await session.step("Enter", to: "the renamed folder") {
      $0.contains { $0.hasPrefix("› Work typed") }
    }
    try session.sendKeys("q")
    #expect(try await Navstack.finish(session, workspace) == 0)
    #expect(try SavedFiles.itemNames(inLibrary: other)["Work typed"] != nil)
    #expect(SavedFiles.draft(in: workspace) == nil)
  }
}
