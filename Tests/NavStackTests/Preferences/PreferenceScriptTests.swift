import Foundation
import NavStack
import NavStackTesting
import Testing

/// Preferences flowing from views to their ancestors, driven by `.keys` scripts under
/// Scripts/ and compared with golden snapshots under Snapshots/.
///
/// Goldens are recorded only on purpose, with `RECORD_SNAPSHOTS=1`; a recording run fails.
@MainActor
@Suite("Keystroke replay of preferences")
struct PreferenceScriptTests {
  nonisolated static let folder = ScriptFolder(besides: #filePath)
  nonisolated static let scripts = folder.scripts

  @Test("every script has its screen")
  func everyScriptHasAScreen() {
    #expect(!Self.scripts.isEmpty)
    for name in Self.scripts { #expect(PreferenceScreens.screen(for: name) != nil, "\(name)") }
  }

  @Test("replay", arguments: scripts)
  func replay(_ name: String) throws {
    let screen = try #require(PreferenceScreens.screen(for: name))
    try Self.folder.replay(name, on: AnyView(erasing: screen))
  }

  @Test("a reader's action runs once when the value appears, then only when it changes")
  func reportsOnlyChanges() {
    let session = ViewSession(TeamApp(), size: Size(width: 60, height: 14))
    #expect(session.text.contains("Widest name: 3"))
    #expect(session.text.contains("Reports: 1"))
    // A row no wider than the others leaves the reduced value, and the action, alone.
    session.click("Add Al")
    #expect(session.text.contains("Order: Ann, Bo, Al"))
    #expect(session.text.contains("Widest name: 3"))
    #expect(session.text.contains("Reports: 1"))
    session.click("Add Christina")
    #expect(session.text.contains("Widest name: 9"))
    #expect(session.text.contains("Reports: 2"))
  }
}

/// The screen each script drives, by the script's name.
@MainActor
enum PreferenceScreens {
  static func screen(for script: String) -> (any View)? {
    switch script {
    case "children-report-to-parent.keys": return TeamApp()
    case "geometry-reader-reports-size.keys": return MeasuredApp()
    default: return nil
    }
  }
}
