import Foundation
import NavStack
import NavStackTesting
import Testing

/// Screens that style their buttons, toggles, labels, fields, pickers and lists as apps do,
/// driven by `.keys` scripts under Scripts/ and compared with goldens under Snapshots/: each
/// script is named after what a user sees.
///
/// Goldens are recorded only on purpose, with `RECORD_SNAPSHOTS=1`; a recording run fails.
@MainActor
@Suite("Keystroke replay of styled controls")
struct StyleScriptTests {
  nonisolated static let folder = ScriptFolder(besides: #filePath)
  nonisolated static let scripts = folder.scripts

  @Test("every script has its screen")
  func everyScriptHasAScreen() {
    #expect(!Self.scripts.isEmpty)
    for name in Self.scripts { #expect(StyleScreens.screen(for: name) != nil, "\(name)") }
  }

  @Test("replay", arguments: scripts)
  func replay(_ name: String) throws {
    let screen = try #require(StyleScreens.screen(for: name))
    try Self.folder.replay(name, on: AnyView(erasing: screen))
  }
}

/// The screen each script drives, by the script's name.
@MainActor
enum StyleScreens {
  static func screen(for script: String) -> (any View)? {
    switch script {
    case "button-styles-draw-and-press.keys": return ButtonStylesScreen()
    case "custom-button-styles-keep-focus.keys": return CustomButtonStylesScreen()
    case "toggle-styles-flip-by-key-and-click.keys": return ToggleStylesScreen()
    case "label-styles-show-title-or-icon.keys": return LabelStylesScreen()
    case "field-styles-edit-as-drawn.keys": return FieldStylesScreen()
    case "picker-styles-choose-by-key-and-click.keys": return PickerStylesScreen()
    default: return nil
    }
  }
}
