import Foundation
import Testing

/// `print()` from a view never reaches the screen: while the app holds the terminal, standard
/// output and error go to the window's log, which the inspector (Ctrl+G) shows; once the app
/// has quit they are the terminal's again, with what was printed written out.
///
/// The `PrintLog` example prints from its body, to both streams from its Print button, and
/// from another task a moment after its Later button; it runs from an interactive shell in
/// tmux, as a user runs it.
@Suite(
  "print goes to the inspector's log, not the screen",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct PrintLogTests {
  /// The example's binary, built beside `navstack`.
  static func binary() throws -> String {
    let path = URL(fileURLWithPath: try Navstack.binary())
      .deletingLastPathComponent().appendingPathComponent("PrintLog").path
    try #require(FileManager.default.isExecutableFile(atPath: path), "\(path) is not built")
    return path
  }

  /// Whether a row shows something the example printed.
  static func isPrinted(_ row: String) -> Bool {
    ["body: ", "pressed Print", "standard error", "printed later"].contains { row.contains($0) }
  }

  @Test("printed lines stay off the screen, show in the inspector, and are written out at quit")
  func printGoesToTheLog() async throws {
    let workspace = try Workspace()
    let session = try TmuxSession(
      command: "env PS1='$ ' bash --norc --noprofile -i", workspace: workspace)
    defer { session.kill() }
    try session.type(Navstack.quote(try Self.binary()) + "; echo \"exit $?\"")
    try session.sendKeys("Enter")
    try #require(await session.waitForText("Presses: 0") != nil, "PrintLog did not start")
    try session.sendKeys("p")
    // A write that reached the terminal would stay on it, since ncurses does not know of it,
    // and might scroll the screen away: the wait ends on either sign.
    try #require(
      await session.waitForScreen { rows in
        rows.contains { $0.contains("Presses: 1") || Self.isPrinted($0) }
      } != nil, "p did not press Print:\n\(session.printedScreen)")
    try await Task.sleep(for: .milliseconds(300))
    let pressed = try session.screen()
    #expect(
      !pressed.contains(where: Self.isPrinted),
      "printed text is on the screen:\n\(Screen.numbered(pressed))")
    #expect(pressed.contains { $0.contains("Presses: 1") })

    try session.sendKeys("C-g")
    let shown = try #require(
      await session.waitForText("pressed Print 1 times"),
      "the inspector does not show the printed line:\n\(session.printedScreen)")
    let tree = try #require(shown.firstIndex { $0.hasPrefix("Window › Stack[Print]") })
    #expect(
      Array(shown[(tree - 3)..<tree])
        == ["pressed Print 1 times", "standard error: 1", "body: 1 presses"],
      "the log's last lines are not just above the tree line:\n\(Screen.numbered(shown))")

    // Later prints from another task 300 ms after its key: no key comes after it, so only
    // the terminal's wait, seeing the capture grow, can bring the line to the screen.
    try session.sendKeys("a")
    let later = try #require(
      await session.waitForText("printed later, from another task"),
      "a line printed while idle is not shown:\n\(session.printedScreen)")
    let laterTree = try #require(later.firstIndex { $0.hasPrefix("Window › Stack[Print]") })
    #expect(later[laterTree - 1] == "printed later, from another task")

    try session.sendKeys("q")
    let after = try #require(
      await session.waitForText("exit 0"), "q did not quit:\n\(session.printedScreen)")
    let exitRow = try #require(after.firstIndex { $0 == "exit 0" })
    let written = after[..<exitRow].filter(Self.isPrinted)
    #expect(
      written.suffix(3) == [
        "standard error: 1", "body: 1 presses", "printed later, from another task",
      ],
      "what was printed is not written out after the screen:\n\(Screen.numbered(after))")
    #expect(written.first == "body: 0 presses")
    try session.type("echo after-$((40 + 2))")
    try session.sendKeys("Enter")
    #expect(try await session.waitForText("after-42") != nil, "the shell's output is not back")
  }
}
