import Foundation
import Testing

/// Nothing typed is lost when the app is stopped mid-edit (SPEC §9): SIGTERM or SIGHUP keep
/// the unsaved edit as a draft, and the next start offers it back.
///
/// The library itself must not change: a draft is an offer, not a save. Restoring it must put
/// the edit back where it was made — in its own item, or in a New Item sheet — even when the
/// library changed between the runs.
@Suite(
  "A stopped edit is offered back on the next start",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct DraftRecoveryTests {
  @Test(
    "a signal mid-edit: terminal restored, draft kept, next start offers it, r brings it back",
    arguments: [SIGTERM, SIGHUP])
  func draftSurvivesSignal(signal: Int32) async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    let before = try Data(contentsOf: URL(fileURLWithPath: library))
    try await stop(with: signal, library: library, in: workspace) { session in
      try await Self.openQuarterlyPlan(session)
      try await session.type(" unsaved", to: "the typed name") {
        $0.contains { $0.contains("Quarterly plan unsaved") }
      }
    }

    #expect(try Data(contentsOf: URL(fileURLWithPath: library)) == before, "the library changed")
    let draft = try #require(SavedFiles.draft(in: workspace), "no draft file after the signal")
    #expect(draft.contains("Quarterly plan unsaved"), "the draft lacks the typed text: \(draft)")

    let session = try await restart(library: library, in: workspace)
    defer { session.kill() }
    #expect(session.printedScreen.contains("[ Restore ]  [ Discard ]"))
    try await session.step("r", to: "the editor with the typed name") { rows in
      !rows.contains { $0.contains("Restore unsaved edits?") }
        && rows.contains { $0.contains("Name") && $0.contains("Quarterly plan unsaved") }
    }

    // Saving the restored edit puts it in the library, and the offer is not made again.
    try await session.step("C-s", to: "the Work list after saving") {
      $0.contains { $0.hasPrefix("› Quarterly plan unsaved") }
    }
    try session.sendKeys("q")
    #expect(try await Navstack.finish(session, workspace) == 0)
    let names = try SavedFiles.itemNames(inLibrary: library)
    #expect(names["Work"]?.first == "Quarterly plan unsaved")
    #expect(SavedFiles.draft(in: workspace) == nil, "the draft was left behind")
  }

  @Test("a New Item typed but not saved comes back in the New Item sheet")
  func newItemDraft() async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    try await stop(with: SIGTERM, library: library, in: workspace) { session in
      try await session.step("Enter", to: "the Work list") {
        $0.contains { $0.contains("Expense report") }
      }
      try await session.step("+", to: "the New Item sheet") {
        $0.contains { $0.contains("[Cancel]") && $0.contains("New Item") }
      }
      try await session.type("Brand new", to: "the typed name") {
        $0.contains { $0.contains("Brand new") }
      }
    }
    #expect(try SavedFiles.itemNames(inLibrary: library)["Work"]?.contains("Brand new") == false)

    let session = try await restart(library: library, in: workspace)
    defer { session.kill() }
    try await session.step("r", to: "the New Item sheet with the typed name") { rows in
      !rows.contains { $0.contains("Restore unsaved edits?") }
        && rows.contains { $0.contains("[Cancel]") } && rows.contains { $0.contains("Brand new") }
    }
    try await session.step("C-s", to: "the Work list with the new item") { rows in
      !rows.contains { $0.contains("[Cancel]") } && rows.contains { $0.hasPrefix("› Brand new") }
    }
    try session.sendKeys("q")
    #expect(try await Navstack.finish(session, workspace) == 0)
    let names = try SavedFiles.itemNames(inLibrary: library)
    #expect(names["Work"] == ["Quarterly plan", "Expense report", "Team offsite", "Brand new"])
  }

  @Test("the draft goes back to its own item when another item has the same name")
  func draftKeepsItsItem() async throws {
    let workspace = try Workspace()
    let library = try workspace.write(
      """
      {"version":1,"folders":[{"id":"f1","name":"Work","items":[
      {"id":"i1","name":"Todo","notes":"first","done":false},
      {"id":"i2","name":"Todo","notes":"second","done":false}]}]}

      """, to: "library.json")
    try await stop(with: SIGTERM, library: library, in: workspace) { session in
      try await session.step("Enter", to: "the Work list") { $0[0].contains("< Folders") }
      try await session.step("Down", to: "the second Todo selected") { $0[2].hasPrefix("› Todo") }
      try await session.step("Enter", to: "the second Todo's editor") {
        $0.contains { $0.contains("second") }
      }
      try await session.type(" edited", to: "the typed name") {
        $0.contains { $0.contains("Todo edited") }
      }
    }

    let session = try await restart(library: library, in: workspace)
    defer { session.kill() }
    try await session.step("r", to: "the editor with the typed name") { rows in
      !rows.contains { $0.contains("Restore unsaved edits?") }
        && rows.contains { $0.contains("Todo edited") }
    }
    try await session.step("C-s", to: "the Work list after saving") {
      $0.contains { $0.contains("Todo edited") } && !$0.contains { $0.contains("Notes") }
    }
    try session.sendKeys("q")
    #expect(try await Navstack.finish(session, workspace) == 0)
    let items = try SavedFiles.items(inLibrary: library)["Work"] ?? []
    #expect(
      items == [
        .init(name: "Todo", notes: "first"), .init(name: "Todo edited", notes: "second"),
      ],
      "the edit of the second Todo landed elsewhere: \(items)")
  }

  @Test("Restore keeps the typed text when its item has gone from the library")
  func draftOfRemovedItem() async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    try await stop(with: SIGTERM, library: library, in: workspace) { session in
      try await Self.openQuarterlyPlan(session)
      try await session.type(" unsaved", to: "the typed name") {
        $0.contains { $0.contains("Quarterly plan unsaved") }
      }
    }
    // Meanwhile the item is deleted elsewhere (another device, through a synced folder).
    try removeItem(id: "i1", from: library)

    let session = try await restart(library: library, in: workspace)
    defer { session.kill() }
    try await session.step("r", to: "a screen without the offer") { rows in
      !rows.contains { $0.contains("Restore unsaved edits?") }
    }
    let shown = session.printedScreen
    #expect(shown.contains("Quarterly plan unsaved"), "the typed text is gone:\n\(shown)")
  }

  /// Opens Work and its first item, Quarterly plan, whose editor starts on its name.
  private static func openQuarterlyPlan(_ session: TmuxSession) async throws {
    try await session.step("Enter", to: "the Work list") {
      $0.contains { $0.contains("Expense report") }
    }
    try await session.step("Enter", to: "the item editor") {
      $0.contains { $0.contains("Notes") }
    }
  }

  /// Starts the app, edits as `edit` does, and sends `signal` while the edit is unsaved;
  /// checks that the terminal is given back.
  func stop(
    with signal: Int32, library: String, in workspace: Workspace,
    editing edit: (TmuxSession) async throws -> Void
  ) async throws {
    let session = try await Navstack.startInTmux(["--data", library], in: workspace)
    defer { session.kill() }
    try await edit(session)
    let shell = try #require(Int32(try session.display("#{pane_pid}")))
    let app = try #require(
      ProcessTree.descendants(of: shell, named: try Navstack.processName()).first,
      "no navstack process below the pane's shell")
    #expect(kill(app, signal) == 0)
    #expect(try await Navstack.finish(session, workspace) != nil)
  }

  /// Starts the app again on `library` and waits for its offer to restore the draft.
  func restart(library: String, in workspace: Workspace) async throws -> TmuxSession {
    Navstack.clearShellCommandResults(in: workspace)
    let session = try TmuxSession(
      command: try Navstack.shellCommand(["--data", library], in: workspace),
      workspace: workspace)
    let offer = try await session.waitForText("Restore unsaved edits?")
    try #require(offer != nil, "no offer to restore:\n\(session.printedScreen)")
    return session
  }

  /// Deletes an item from the library file, as another program editing it would.
  private func removeItem(id: String, from library: String) throws {
    let url = URL(fileURLWithPath: library)
    var root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    let folders = root?["folders"] as? [[String: Any]] ?? []
    root?["folders"] = folders.map { folder in
      var folder = folder
      let items = folder["items"] as? [[String: Any]] ?? []
      folder["items"] = items.filter { $0["id"] as? String != id }
      return folder
    }
    try JSONSerialization.data(withJSONObject: root ?? [:]).write(to: url)
  }
}
