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
  nonisolated static let folder = ScriptFolder(besides: #filePath)
  nonisolated static let scripts = folder.scripts

  @Test("every script has its screen")
  func everyScriptHasAScreen() {
    #expect(!Self.scripts.isEmpty)
    for name in Self.scripts { #expect(CompatScreens.screen(for: name) != nil, "\(name)") }
  }

  @Test("replay", arguments: scripts)
  func replay(_ name: String) throws {
    let screen = try #require(CompatScreens.screen(for: name))
    try Self.folder.replay(name, on: AnyView(erasing: screen))
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
