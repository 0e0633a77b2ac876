import Foundation
import NavStackTesting
import SwiftUI
import Testing

/// List editing, controls and formatted values as SwiftUI apps write them, driven by `.keys`
/// scripts under Scripts/ and compared with golden snapshots under Snapshots/: each script is
/// named after what a user sees happen, as it happens on iOS.
///
/// Goldens are recorded only on purpose, with `RECORD_SNAPSHOTS=1`; a recording run fails.
@MainActor
@Suite("Keystroke replay of list editing, controls and formatted values")
struct EditingScriptTests {
  nonisolated static let folder = ScriptFolder(besides: #filePath)
  nonisolated static let scripts = folder.scripts

  @Test("every script has its screen")
  func everyScriptHasAScreen() {
    #expect(!Self.scripts.isEmpty)
    for name in Self.scripts { #expect(EditingScreens.screen(for: name) != nil, "\(name)") }
  }

  @Test("replay", arguments: scripts)
  func replay(_ name: String) throws {
    let screen = try #require(EditingScreens.screen(for: name))
    try Self.folder.replay(name, on: AnyView(erasing: screen))
  }
}

/// The screen each script drives, by the script's name.
@MainActor
enum EditingScreens {
  static func screen(for script: String) -> (any View)? {
    switch script {
    case "todo-rows-delete-and-move.keys": return TodoListApp()
    case "edit-mode-from-the-environment.keys": return OwnEditModeApp()
    case "slider-gauge-in-a-form.keys": return SettingsFormApp()
    case "slider-in-list-rows.keys": return MixerListApp()
    case "date-picker-fields-by-key.keys": return ReminderFormApp()
    case "formatted-fields-parse-on-commit.keys": return OrderFormApp()
    case "color-picker-named-colours.keys": return TagColorApp()
    case "vertical-field-grows-to-its-line-limit.keys": return CommentFormApp()
    default: return nil
    }
  }
}
