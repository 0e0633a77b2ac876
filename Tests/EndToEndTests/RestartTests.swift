import Foundation
import Testing

/// A saved edit outlives the run that made it, and the next start comes back where the user
/// left (SPEC §5): the everyday promise of a notebook, checked through a real terminal.
@Suite(
  "Edits and the place are kept across runs",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct RestartTests {
  @Test("edit, save, quit, start again: the edit is on disk and the Work list is back")
  func savedEditSurvivesRestart() async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    try await editAndQuit(library: library, in: workspace)

    let names = try SavedFiles.itemNames(inLibrary: library)
    #expect(names["Work"] == ["Quarterly plan v2", "Expense report", "Team offsite"])
    #expect(SavedFiles.lastPath(in: workspace) == ["Work"])

    // The restored screen is the one a user reaches by opening Work on the saved library.
    let screens = try await Navstack.headlessScreens(
      script: "Enter\nSnapshot restored\n", library: library, in: workspace)
    let expected = try #require(screens["restored"], "the replay wrote no snapshot")
    #expect(expected[0].contains("< Folders") && expected[0].contains("Work"))

    Navstack.clearShellCommandResults(in: workspace)
    let session = try await Navstack.startInTmux(
      ["--data", library], in: workspace, showing: "Quarterly plan v2")
    defer { session.kill() }
    if try await session.waitForScreen({ $0 == expected }) == nil {
      Issue.record(
        """
        the restarted app does not show the Work list as it was left
        terminal:
        \(session.printedScreen)
        expected:
        \(Screen.numbered(expected))
        """)
    }
    try session.sendKeys("q")
    #expect(try await Navstack.finish(session, workspace) == 0)
  }

  /// `state.json` keeps the path as a list of names, so any name can come back, slashes
  /// included; only `--open` spells a path with slashes.
  @Test("a folder whose name holds a slash is the one restored on the next start")
  func slashInNameIsRestored() async throws {
    let workspace = try Workspace()
    let library = try workspace.write(
      """
      {"version":1,"folders":[
      {"id":"f1","name":"Work","items":[]},
      {"id":"f2","name":"Books/Films","items":[
      {"id":"i1","name":"Dune","notes":"","done":false}]}]}

      """, to: "library.json")
    do {
      let session = try await Navstack.startInTmux(["--data", library], in: workspace)
      defer { session.kill() }
      try await session.step("Down", to: "Books/Films selected") {
        $0.contains { $0.hasPrefix("› Books/Films") }
      }
      try await session.step("Enter", to: "the Books/Films list") {
        $0.contains { $0.contains("Dune") }
      }
      try session.sendKeys("q")
      #expect(try await Navstack.finish(session, workspace) == 0)
    }
    #expect(SavedFiles.lastPath(in: workspace) == ["Books/Films"])

    Navstack.clearShellCommandResults(in: workspace)
    let restarted = try await Navstack.startInTmux(["--data", library], in: workspace)
    defer { restarted.kill() }
    // Either the restored list or the root: whichever comes, there is no need to wait on.
    let first = try await restarted.waitForScreen {
      $0[0].contains("Books/Films") || $0[0].contains("[+ Folder]")
    }
    let bar = first?[0] ?? ""
    #expect(
      bar.contains("< Folders") && bar.contains("Books/Films"),
      "not restored to Books/Films:\n\(restarted.printedScreen)")
    try restarted.sendKeys("q")
    #expect(try await Navstack.finish(restarted, workspace) == 0)
  }

  /// Opens Work and its first item, appends " v2" to the name, saves with Ctrl+S, and quits.
  private func editAndQuit(library: String, in workspace: Workspace) async throws {
    let session = try await Navstack.startInTmux(["--data", library], in: workspace)
    defer { session.kill() }
    try await session.step("Enter", to: "the Work list") {
      $0.contains { $0.contains("Expense report") }
    }
    try await session.step("Enter", to: "the item editor") { $0.contains { $0.contains("Notes") } }
    try await session.type(" v2", to: "the typed name") {
      $0.contains { $0.contains("Quarterly plan v2") }
    }
    try await session.step("C-s", to: "the Work list after saving") { rows in
      rows[0].contains("< Folders") && rows.contains { $0.hasPrefix("› Quarterly plan v2") }
    }
    try session.sendKeys("q")
    #expect(try await Navstack.finish(session, workspace) == 0)
  }
}
