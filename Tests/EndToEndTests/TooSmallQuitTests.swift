import Foundation
import Testing

/// Quitting with unsaved edits while the terminal is too small: the question and its keys are
/// on the small screen, and answering it works there, without growing the window first.
@Suite(
  "Too small a terminal: the quit prompt is shown and answered",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct TooSmallQuitTests {
  @Test("Ctrl+C with edits at 30x8 asks Quit without saving?; d quits and keeps the file")
  func answeredWhileSmall() async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    let before = workspace.read("library.json")
    try workspace.markOnboardingDone()
    let session = try await Navstack.startInTmux(["--data", library], in: workspace)
    defer { session.kill() }
    try await session.step("Enter", to: "Work") { $0.contains { $0.contains("Quarterly plan") } }
    try await session.step("Enter", to: "the item's editor") { rows in
      rows.contains { $0.contains("Notes") }
    }
    try await session.type(" typed", to: "the edited name") { rows in
      rows.contains { $0.contains("Quarterly plan typed") }
    }
    try session.resize(width: 30, height: 8)
    try await session.reach("the small screen") { $0.contains { $0.contains("40×10") } }
    try await session.step("C-c", to: "the question on the small screen") { rows in
      rows.contains { $0.contains("Quit without saving?") }
        && rows.contains { $0.contains("d Discard") }
    }
    try session.sendKeys("d")
    #expect(try await Navstack.finish(session, workspace) == 0)
    #expect(workspace.read("library.json") == before, "Discard wrote the edits")
  }
}
