import Testing

/// The scripts the seeds' tests replay; a script on disk that no test replays is an error.
private let replayedScripts: Set<String> = [
  "toolbar-bare", "toolbar-in-stack", "attempt1-in-navigation", "attempt1-not-in-navigation",
  "attempt2-in-navigation", "attempt2-not-in-navigation", "if-needed-bare",
  "if-needed-in-navigation", "hidden-link", "navigation-target", "tap-navigates-to",
  "onboarding", "previous-button-first-attempt", "folders", "new-item-sheet", "dismissable",
]

@Suite("Seeds: scripts")
struct SeedScriptsTests {
  @Test("every script under Scripts/ is replayed by a test, and every replayed one exists")
  func everyScriptIsReplayed() {
    #expect(Set(SeedReplay.scriptNames) == replayedScripts)
  }
}
