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
  nonisolated static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  nonisolated static let scripts: [String] = {
    let names = try? FileManager.default.contentsOfDirectory(
      atPath: directory.appendingPathComponent("Scripts").path)
    return (names ?? []).filter { $0.hasSuffix(".keys") }.sorted()
  }()

  @Test("every script has its screen")
  func everyScriptHasAScreen() {
    #expect(!Self.scripts.isEmpty)
    for name in Self.scripts { #expect(EditingScreens.screen(for: name) != nil, "\(name)") }
  }

  @Test("replay", arguments: scripts)
  func replay(_ name: String) throws {
    let path = Self.directory.appendingPathComponent("Scripts").appendingPathComponent(name).path
    let screen = try #require(EditingScreens.screen(for: name))
    let result = try ViewSession.replay(
      AnyView(erasing: screen), script: path,
      snapshots: Self.directory.appendingPathComponent("Snapshots").path)
    #expect(result.outcome == .passed, "\(result.outcome.failureMessage ?? "")")
    #expect(
      result.snapshotsWritten.isEmpty,
      "snapshots recorded, check them and run again without RECORD_SNAPSHOTS: \(result.snapshotsWritten)"
    )
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
