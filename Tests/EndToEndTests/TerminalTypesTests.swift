import Foundation
import Testing

/// The app works under every terminal type a user is likely to have (issue 6): with and
/// without colours, alternate screens or keypad modes, as terminfo describes each.
///
/// tmux draws whatever the app sends, so each type's own sequences are exercised; the
/// unknown type's error is checked with the other restore tests.
@Suite(
  "The walk works under common terminal types",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct TerminalTypesTests {
  static let types = [
    "xterm-256color", "xterm", "screen-256color", "tmux-256color", "linux", "vt100",
  ]

  @Test("Enter, Enter, Esc, Esc, q walks in and out and exits 0", arguments: types)
  func walk(terminalType: String) async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    let session = try await Navstack.startInTmux(
      ["--data", library], in: workspace, environment: ["TERM": terminalType])
    defer { session.kill() }

    try await session.step("Enter", to: "the Work list") {
      $0[0].contains("< Folders") && $0.contains { $0.contains("Expense report") }
    }
    try await session.step("Enter", to: "the item editor") {
      $0[0].contains("< Work") && $0.contains { $0.contains("Notes") }
    }
    try await session.step("Escape", to: "the Work list again") {
      $0[0].contains("< Folders") && !$0.contains { $0.contains("Notes") }
    }
    try await session.step("Escape", to: "Folders") { $0[0].contains("[+ Folder]") }
    try session.sendKeys("q")
    #expect(try await Navstack.finish(session, workspace) == 0)
  }
}
