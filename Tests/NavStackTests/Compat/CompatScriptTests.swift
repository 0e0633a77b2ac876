import Foundation
import NavStack
import NavStackTesting
import Testing

/// Screens that use SwiftUI API kept for compatibility (older forms, modifiers a terminal
/// accepts without effect, accessibility labels), driven by `.keys` scripts under Scripts/
/// and compared with golden snapshots under Snapshots/.
///
/// Goldens are recorded only on purpose, with `RECORD_SNAPSHOTS=1`; a recording run fails.
@MainActor
@Suite("Keystroke replay of SwiftUI's compatibility API")
struct CompatScriptTests {
  nonisolated static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  nonisolated static let scripts: [String] = {
    let names = try? FileManager.default.contentsOfDirectory(
      atPath: directory.appendingPathComponent("Scripts").path)
    return (names ?? []).filter { $0.hasSuffix(".keys") }.sorted()
  }()

  @Test("every script has its screen")
  func everyScriptHasAScreen() {
    #expect(!Self.scripts.isEmpty)
    for name in Self.scripts { #expect(CompatScreens.screen(for: name) != nil, "\(name)") }
  }

  @Test("replay", arguments: scripts)
  func replay(_ name: String) throws {
    let path = Self.directory.appendingPathComponent("Scripts").appendingPathComponent(name).path
    let screen = try #require(CompatScreens.screen(for: name))
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
enum CompatScreens {
  static func screen(for script: String) -> (any View)? {
    switch script {
    case "keyboard-modifiers-change-nothing.keys": return SignUpApp()
    case "icon-buttons-named-by-accessibility-label.keys": return IconToolbarApp()
    case "older-navigation-forms.keys": return LegacyNotesApp()
    case "custom-shapes-drawn-in-cells.keys": return CustomShapesApp()
    case "menu-primary-action.keys": return ReplyMenuApp()
    case "custom-text-field-style.keys": return OutlinedFieldApp()
    case "share-own-transferable.keys": return SharedNotesApp()
    case "text-buttons-named-by-accessibility-label.keys": return AbbreviatedButtonsApp()
    case "date-texts-count-while-shown.keys": return CountdownApp()
    default: return nil
    }
  }
}
