import Foundation
import Testing

/// `@SceneStorage` and `scenePhase` through a real app's real way out: `Examples/Counter`
/// notes its count in scene storage when `onChange(of: scenePhase)` sees `.background`, which
/// the runner sends as the app quits; the next start of the binary shows it.
@Suite(
  "Scene storage through the app's end",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct SceneStorageEndToEndTests {
  @Test("a value noted as the scene goes to the background is shown at the next start")
  func keptThroughQuit() async throws {
    let workspace = try Workspace()
    let counter = try Navstack.example("Counter")
    do {
      let first = try TmuxSession(
        command: try Navstack.shellCommand([], in: workspace, program: counter),
        workspace: workspace)
      defer { first.kill() }
      try #require(try await first.waitForText("Count: 0") != nil, "the Counter did not start")
      #expect(try first.screen().joined().contains("Left at") == false)
      try await first.step("a", to: "Count: 1") { rows in
        rows.contains { $0.contains("Count: 1") }
      }
      #expect(
        workspace.read("state/Counter/scene-storage.json") == nil,
        "scene storage was written before the scene went to the background")
      try first.sendKeys("q")
      #expect(try await Navstack.finish(first, workspace) == 0)
    }
    let stored = workspace.read("state/Counter/scene-storage.json") ?? ""
    #expect(stored.contains("countWhenLeft"), "nothing written at the end: \(stored)")

    Navstack.clearShellCommandResults(in: workspace)

    let second = try TmuxSession(
      command: try Navstack.shellCommand([], in: workspace, program: counter),
      workspace: workspace)
    defer { second.kill() }
    let shown = try await second.waitForText("Left at 1 last time")
    #expect(shown != nil, "the second start does not show the stored value")
    try second.sendKeys("q")
    #expect(try await Navstack.finish(second, workspace) == 0)
  }
}
