import Foundation
import Testing

/// The same keys give the same screen in a real terminal (ncurses, in tmux) as headless.
///
/// This is what makes headless replays and snapshots trustworthy: the drawing code is shared,
/// and only the terminal differs. Resizes are followed at once, and a terminal too small to
/// lay out shows one line, then comes back intact.
@Suite(
  "Terminal screens match headless screens",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct ScreenParityTests {
  /// A walk down to an item: each step as a script line and as a tmux key.
  static let walk: [(script: String, tmux: String)] = [
    ("Down", "Down"), ("Enter", "Enter"), ("Down", "Down"), ("Enter", "Enter"),
  ]

  @Test("a walk to an item shows the same screen in tmux as headless")
  func walkMatchesHeadless() async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    let script = Self.walk.map(\.script).joined(separator: "\n") + "\nSnapshot final\n"
    let screens = try await Navstack.headlessScreens(
      script: script, library: library, in: workspace)
    let expected = try #require(screens["final"], "the replay wrote no final snapshot")

    let session = try await Navstack.startInTmux(["--data", library], in: workspace)
    defer { session.kill() }
    for step in Self.walk { try session.sendKeys(step.tmux) }
    try await expectScreen(session, equals: expected, "after the walk")
  }

  @Test("a resize redraws at the new size; below 40×10 one line; growing back restores it")
  func resizeIsFollowed() async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    let script = """
      Down
      Enter
      Down
      Snapshot start
      Resize 100x30
      Snapshot large
      Resize 38x9
      Snapshot small
      Resize 80x24
      Snapshot back

      """
    let screens = try await Navstack.headlessScreens(
      script: script, library: library, in: workspace)

    let session = try await Navstack.startInTmux(["--data", library], in: workspace)
    defer { session.kill() }
    try session.sendKeys("Down", "Enter", "Down")
    try await expectScreen(session, equals: try #require(screens["start"]), "before resizing")

    try session.resize(width: 100, height: 30)
    try await expectScreen(session, equals: try #require(screens["large"]), "at 100×30")

    try session.resize(width: 38, height: 9)
    let small = try #require(screens["small"])
    #expect(small.contains { $0.contains("Terminal too small (40×10 needed)") })
    try await expectScreen(session, equals: small, "at 38×9")

    try session.resize(width: 80, height: 24)
    try await expectScreen(session, equals: try #require(screens["back"]), "back at 80×24")
    #expect(screens["back"] == screens["start"], "the state survived the small terminal")
  }

  @Test("invisible format characters show as � in the terminal and headless alike")
  func invisibleFormatCharacters() async throws {
    let workspace = try Workspace()
    let library = try workspace.write(
      """
      {"version":1,"folders":[
      {"id":"f1","name":"byte\\uFEFForder mark","items":[]},
      {"id":"f2","name":"invisible\\u2062times","items":[]},
      {"id":"f3","name":"non\\uFFFEcharacter","items":[]}]}
      """, to: "library.json")
    let screens = try await Navstack.headlessScreens(
      script: "Snapshot start\n", library: library, in: workspace)
    let expected = try #require(screens["start"], "the replay wrote no snapshot")
    #expect(expected.contains { $0.contains("byte�order mark") }, "\(expected)")
    #expect(expected.contains { $0.contains("invisible�times") }, "\(expected)")
    #expect(expected.contains { $0.contains("non�character") }, "\(expected)")

    let session = try await Navstack.startInTmux(["--data", library], in: workspace)
    defer { session.kill() }
    try await expectScreen(session, equals: expected, "at the start")
  }

  /// Waits for the tmux screen to equal `expected`; on the deadline, records both screens.
  private func expectScreen(
    _ session: TmuxSession, equals expected: [String], _ moment: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    if try await session.waitForScreen({ $0 == expected }) != nil { return }
    let actual = try session.screen()
    Issue.record(
      """
      the terminal screen \(moment) differs from the headless one
      terminal:
      \(Screen.numbered(actual))
      headless:
      \(Screen.numbered(expected))
      """, sourceLocation: sourceLocation)
  }
}
