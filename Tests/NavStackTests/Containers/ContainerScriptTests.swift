import Foundation
import NavStack
import NavStackTesting
import Testing

/// Containers written as SwiftUI apps write them (tabs, grids, disclosure, menus), driven by
/// `.keys` scripts under Scripts/ and compared with golden snapshots under Snapshots/: each
/// script is named after what a user sees happen, as it happens on iOS.
///
/// Goldens are recorded only on purpose, with `RECORD_SNAPSHOTS=1`; a recording run fails.
@MainActor
@Suite("Keystroke replay of containers")
struct ContainerScriptTests {
  nonisolated static let folder = ScriptFolder(besides: #filePath)
  nonisolated static let scripts = folder.scripts

  /// The app each script drives, by the script's name.
  static func app(for name: String) -> (any View)? {
    switch name {
    case "tabs-keep-their-stacks.keys": return MailTabsApp()
    case "tab-sheet-covers-the-window.keys": return MailTabsApp()
    case "lazy-stacks-lay-out-as-stacks.keys": return FeedApp()
    case "grid-columns-adapt-to-the-width.keys": return PhotoGridApp()
    case "grid-rows-align-columns.keys": return ScoreGridApp()
    case "view-that-fits-picks-by-width.keys": return FittingApp()
    case "geometry-reader-sizes-in-points.keys": return GeometryApp()
    case "menus-open-their-items.keys": return MenuApp()
    case "links-open-through-open-url.keys": return LinkApp()
    case "content-unavailable-says-why.keys": return UnavailableApp()
    case "disclosure-groups-toggle.keys": return DisclosureApp()
    case "safe-area-inset-keeps-its-bar.keys": return SafeAreaInsetApp()
    case "popover-shows-as-a-sheet.keys": return PopoverApp()
    case "scroll-view-reader-scrolls-to-ids.keys": return ScrollReaderApp()
    case "tree-list-rows-expand.keys": return OutlineApp()
    case "outline-group-expands.keys": return OutlineGroupApp()
    case "inspector-is-a-column-or-a-sheet.keys": return InspectorApp()
    case "share-link-says-what-it-shares.keys": return ShareApp()
    case "aspect-ratio-in-points.keys": return AspectRatioApp()
    case "list-rows-hold-menus-and-groups.keys": return ListRowControlsApp()
    case "menu-controls-act-as-items.keys": return MenuControlsApp()
    default: return nil
    }
  }

  @Test("every container script has its app")
  func scriptsHaveApps() {
    #expect(!Self.scripts.isEmpty)
    for name in Self.scripts { #expect(Self.app(for: name) != nil, "\(name) has no app") }
  }

  @Test("replay", arguments: scripts)
  func replay(_ name: String) throws {
    let app = try #require(Self.app(for: name))
    try Self.folder.replay(name, on: AnyView(erasing: app))
  }
}
