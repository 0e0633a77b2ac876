import Foundation
import Testing

/// `--open "Folder/Item"` starts with that path pushed, and a path whose end is gone falls back
/// to the deepest part that exists, with the reason in the key bar (SPEC §5, §6).
///
/// Each start is compared with the screen a headless replay reaches by walking there with
/// Enter, so the pushed screens are the real ones and not look-alikes. A different path is
/// stored as the last one, to show that `--open` wins over the restored path.
@Suite(
  "--open starts on the path it names",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct OpenPathTests {
  /// A path to open, the keys that walk to the same screen, and a text that screen shows.
  struct Case: Sendable, CustomTestStringConvertible {
    var path: String
    var walk: String
    var shows: String
    /// What the key bar says when the path cannot be followed to its end.
    var problem: String?
    var testDescription: String { path }
  }

  static let cases = [
    Case(path: "Work/Quarterly plan", walk: "Enter\nEnter\n", shows: "Notes"),
    Case(
      path: "Work/Gone", walk: "Enter\n", shows: "Expense report",
      problem: "--open: no item in “Work” is named “Gone”"),
  ]

  @Test(
    "--open starts on the item editor, or on the folder when the item is gone", arguments: cases)
  func startsOnPath(_ start: Case) async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    try workspace.markOnboardingDone(lastPath: ["f2"], in: library)
    let screens = try await Navstack.headlessScreens(
      script: start.walk + "Snapshot there\n", library: library, in: workspace)
    let expected = try #require(screens["there"], "the replay wrote no snapshot")

    let session = try await Navstack.startInTmux(
      ["--data", library, "--open", start.path], in: workspace, showing: start.shows)
    defer { session.kill() }
    // The key bar may say why the path stopped short; the rest is the walked screen.
    let matches: ([String]) -> Bool = { rows in
      guard let problem = start.problem else { return rows == expected }
      return rows.dropLast() == expected.dropLast() && rows.last?.contains(problem) == true
    }
    if try await session.waitForScreen(matches) == nil {
      Issue.record(
        """
        --open \(start.path) did not start on the expected screen
        terminal:
        \(session.printedScreen)
        expected:
        \(Screen.numbered(expected))
        """)
    }
    // One Esc per pushed screen, each after the last was drawn: two at once read as Alt+Esc.
    for _ in start.path.split(separator: "/") {
      let bar = try session.screen()[0]
      if bar.contains("[+ Folder]") { break }
      try session.sendKeys("Escape")
      _ = try await session.waitForScreen { $0[0] != bar }
    }
    let root = try await session.waitForScreen { $0[0].contains("[+ Folder]") }
    #expect(root != nil, "Esc did not lead back to Folders: the path was not a real stack")
    try session.sendKeys("q")
    #expect(try await Navstack.finish(session, workspace) == 0)
  }
}
