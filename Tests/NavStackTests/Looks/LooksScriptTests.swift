import Foundation
import NavStack
import NavStackTesting
import Testing

/// Small apps written as SwiftUI code is, each using one group of SwiftUI's looks (colours,
/// text and fonts, shapes, styles, animation), driven by `.keys` scripts under Scripts/ and
/// compared with golden snapshots under Snapshots/.
///
/// Goldens are recorded only on purpose, with `RECORD_SNAPSHOTS=1`; a recording run fails, so
/// that newly written files are looked at before they are trusted.
@MainActor
@Suite("Keystroke replay of colours, text, shapes, styles and animation")
struct LooksScriptTests {
  nonisolated static let folder = ScriptFolder(besides: #filePath)
  nonisolated static let scripts = folder.scripts

  /// The app each script drives, by the script's name.
  static func app(for name: String) -> (any View)? {
    switch name {
    case "animation.keys": return AnimationApp()
    case "colors.keys": return ColorsApp()
    case "shapes.keys": return ShapesApp()
    case "typography.keys": return TypographyApp()
    default: return nil
    }
  }

  @Test("every looks script has its app")
  func scriptsHaveApps() {
    #expect(!Self.scripts.isEmpty)
    for name in Self.scripts { #expect(Self.app(for: name) != nil, "\(name) has no app") }
  }

  @Test("replay", arguments: scripts)
  func replay(_ name: String) throws {
    let app = try #require(Self.app(for: name))
    try Self.folder.replay(name, on: app)
  }
}
