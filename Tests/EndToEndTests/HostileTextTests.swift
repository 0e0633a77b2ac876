import Foundation
import Testing

/// Data cannot drive the terminal (SPEC §3, §9): control characters and escape sequences in
/// names and notes are never written raw, but shown as `�`, and a 100,000-character note is
/// shown like any other.
///
/// Two views of the same walk (into the hostile folder, into its first item, back out, quit):
/// the bytes the app writes, where nothing hostile may appear, and the screen a terminal makes
/// of them, where each control stands as `�` and the layout stays in its cells.
@Suite("Hostile text is shown, never obeyed")
struct HostileTextTests {
  @Test("the bytes written never carry the data's escapes, C1 controls or bidi overrides")
  func bytesAreClean() async throws {
    let workspace = try Workspace()
    let library = try HostileLibrary.write(in: workspace)
    let terminal = try await Navstack.startInPseudoTerminal(["--data", library], in: workspace)

    var offset = terminal.output.count
    try await terminal.press("\r")
    #expect(try await terminal.waitForText("wiped", after: offset), "the folder did not open")
    offset = terminal.output.count
    try await terminal.press("\r")
    #expect(try await terminal.waitForText("lorem ipsum", after: offset), "the item did not open")
    try await terminal.press("\u{1B}")
    try await terminal.press("\u{1B}")
    try await terminal.send("q")
    #expect(try await terminal.waitForExit() == 0)

    for (pattern, meaning) in HostileLibrary.forbiddenOutput {
      #expect(!ControlSequences.contains(terminal.output, pattern), "written raw: \(meaning)")
    }
    #expect(ControlSequences.contains(terminal.output, Array("�".utf8)), "no � was drawn")
  }

  @Test(
    "the screen shows � for each control, rows stay in their cells, the title is untouched",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed (apt-get install tmux)"))
  func screenShowsReplacements() async throws {
    let workspace = try Workspace()
    let library = try HostileLibrary.write(in: workspace)
    let session = try await Navstack.startInTmux(["--data", library], in: workspace)
    defer { session.kill() }
    let title = try session.display("#{pane_title}")

    let folders = try await expectRows(session, [HostileLibrary.shownFolder], "on Folders")
    let count = folders?.first { $0.contains(HostileLibrary.shownFolder) }
    #expect(count?.hasSuffix("3") == true, "the item count left its column: \(count ?? "")")
    try session.sendKeys("Enter")
    let items = [
      HostileLibrary.shownWipe, HostileLibrary.shownBidi, HostileLibrary.shownCursorMoves,
    ]
    _ = try await expectRows(session, items, "in the folder")
    try session.sendKeys("Enter")
    _ = try await expectRows(
      session, [HostileLibrary.shownWipe, HostileLibrary.shownNotesLine, "lorem ipsum"],
      "in the item editor")
    #expect(try session.display("#{pane_title}") == title, "the data changed the title")

    for _ in 0..<2 {
      let bar = try session.screen()[0]
      try session.sendKeys("Escape")
      _ = try await session.waitForScreen { $0[0] != bar }
    }
    try session.sendKeys("q")
    #expect(try await Navstack.finish(session, workspace) == 0)
    #expect(try session.display("#{pane_title}") == title, "the data changed the title")
  }

  /// Waits for a screen showing every one of `texts`, each row no wider than the terminal;
  /// returns it, or records what was shown instead.
  private func expectRows(
    _ session: TmuxSession, _ texts: [String], _ place: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> [String]? {
    let rows = try await session.waitForScreen { rows in
      texts.allSatisfy { text in rows.contains { $0.contains(text) } }
    }
    guard let rows else {
      Issue.record(
        "\(place), not all of \(texts) shown:\n\(session.printedScreen)",
        sourceLocation: sourceLocation)
      return nil
    }
    for row in rows where row.count > 80 {
      Issue.record("a row overflows 80 cells: \(row)", sourceLocation: sourceLocation)
    }
    return rows
  }
}
