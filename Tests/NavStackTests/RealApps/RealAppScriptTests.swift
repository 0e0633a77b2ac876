import Foundation
import NavStack
import NavStackTesting
import Testing

/// Screens written as SwiftUI apps write them, driven by `.keys` scripts under Scripts/ and
/// compared with golden snapshots under Snapshots/: each script is named after what a user
/// sees happen, as it happens on iOS (R47–R52).
///
/// Goldens are recorded only on purpose, with `RECORD_SNAPSHOTS=1`; a recording run fails.
@MainActor
@Suite("Keystroke replay of screens as apps write them")
struct RealAppScriptTests {
  nonisolated static let folder = ScriptFolder(besides: #filePath)
  nonisolated static let scripts = folder.scripts

  @Test("every script has its screen")
  func everyScriptHasAScreen() {
    #expect(!Self.scripts.isEmpty)
    for name in Self.scripts { #expect(RealAppScreens.screen(for: name) != nil, "\(name)") }
  }

  @Test("replay", arguments: scripts)
  func replay(_ name: String) throws {
    let screen = try #require(RealAppScreens.screen(for: name))
    try Self.folder.replay(name, on: AnyView(erasing: screen))
  }
}

/// The screen each script drives, by the script's name.
@MainActor
enum RealAppScreens {
  static func screen(for script: String) -> (any View)? {
    switch script {
    case "add-form-starts-empty-on-every-push.keys": return ContactsApp()
    case "checklist-rows-edit-in-place.keys": return ChecklistApp()
    case "done-ends-editing-and-hides.keys": return TipCalculatorApp()
    case "focus-stays-on-list-after-sheet.keys": return GroceryListApp()
    case "long-form-scrolls-to-its-end.keys": return LoanScheduleApp()
    case "recipe-split-view-selects-and-pushes.keys": return RecipeBrowserApp()
    default: return nil
    }
  }
}
