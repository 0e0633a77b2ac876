import Foundation
import NavStackTesting
import Testing

@testable import NavStack

/// A coordinator's state: a path of pushes and a sheet with its own path, as the old routes
/// array held them.
@MainActor
private struct Coordinated: View {
  @ObservedObject var router: Router

  var body: some View {
    NavigationStack(path: $router.path) {
      Text("home")
        .navigationTitle("Home")
        .navigationDestination(for: Folder.self) { FolderScreen(folder: $0) }
    }
    .sheet(item: $router.sheet) { sheet in
      NavigationStack(path: $router.sheetPath) {
        Text("sheet \(sheet.name)")
          .navigationTitle(sheet.name)
          .navigationDestination(for: Folder.self) { FolderScreen(folder: $0) }
      }
    }
  }
}

@MainActor
@Suite("Routes and deep links, through a path")
struct RouteRules {
  private func folders(_ names: String...) -> [Folder] { names.map { Folder(name: $0) } }

  @Test("R35 goBack, goBackToRoot, goBackTo, pop and dismiss as mutations of routes")
  func operations() {
    let router = Router("A", "B", "C", "D")
    let session = ViewSession(Coordinated(router: router))
    #expect(session.stack == "Home > A > B > C > D")
    // goBack(2)
    router.path.removeLast(2)
    session.settle()
    #expect(session.stack == "Home > A > B")
    // goBackTo(where:): the topmost match; none leaves the path unchanged.
    router.path += folders("A", "E")
    session.settle()
    #expect(router.path.goBackTo { $0.name == "A" })
    session.settle()
    #expect(session.stack == "Home > A > B > A")
    #expect(!router.path.goBackTo { $0.name == "Z" })
    session.settle()
    #expect(session.stack == "Home > A > B > A")
    // goBackToRoot(), then again as a no-op that writes nothing.
    router.path.removeAll()
    session.settle()
    #expect(session.stack == "Home")
    let writes = router.writes
    session.press(.escape)
    #expect(router.writes == writes)
    // dismiss() counts presented layers only: the sheet goes, the pushes below stay.
    router.path = folders("A")
    router.sheet = Folder(name: "S")
    router.sheetPath = folders("P")
    session.settle()
    #expect(session.stack == "Home > A | S > P")
    router.sheet = nil
    session.settle()
    #expect(session.stack == "Home > A")
    // NavigationPath pops at most what it holds.
    var path = NavigationPath(folders("A"))
    path.removeLast(3)
    #expect(path.isEmpty)
  }

  @Test("R36 a whole new routes array reaches that state in one frame")
  func deepLink() {
    let router = Router()
    let session = ViewSession(Coordinated(router: router))
    router.path = folders("A", "B")
    router.sheet = Folder(name: "S")
    router.sheetPath = folders("T")
    session.settle()
    #expect(session.stack == "Home > A > B | S > T")
    router.sheet = nil
    router.sheetPath = []
    router.path = folders("A", "X")
    session.settle()
    #expect(session.stack == "Home > A > X")
    session.press(.escape)
    #expect(router.path == folders("A"))
    #expect(session.shows("In A"))
  }

  @Test("R36 a deep link keeps the screens of the unchanged prefix")
  func deepLinkKeepsPrefix() {
    let router = Router("A")
    let session = ViewSession(Coordinated(router: router))
    session.click("Count A 0")
    router.path = folders("A", "B", "C")
    session.settle()
    #expect(session.stack == "Home > A > B > C")
    router.path = folders("A")
    session.settle()
    #expect(session.shows("Count A 1"))
  }

  @Test("R36 Esc on a routed sheet writes the shorter routes back")
  func routedSheetEsc() {
    let router = Router("A")
    router.sheet = Folder(name: "S")
    let session = ViewSession(Coordinated(router: router))
    #expect(session.stack == "Home > A | S")
    session.press(.escape)
    #expect(router.sheet == nil)
    #expect(router.path == folders("A"))
    #expect(session.stack == "Home > A")
  }

  @Test("R37 routes save and restore; the restored routes rebuild the same screens")
  func codableRoutes() throws {
    struct Restored: View {
      @State var path: NavigationPath
      var body: some View {
        NavigationStack(path: $path) {
          Text("folders")
            .navigationTitle("Folders")
            .navigationDestination(for: Folder.self) { FolderScreen(folder: $0) }
        }
      }
    }
    let saved = NavigationPath(folders("Work", "Drafts"))
    let representation = try #require(saved.codable)
    let data = try JSONEncoder().encode(representation)
    let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
    let restored = NavigationPath(decoded, types: [Folder.self])
    #expect(restored == saved)
    let session = ViewSession(Restored(path: restored))
    #expect(session.stack == "Folders > Work > Drafts")
    #expect(session.row(0).hasPrefix("< Work"))
    session.press(.escape)
    #expect(session.row(0).hasPrefix("< Folders"))
    // A typed path is Codable as it is.
    let array = try JSONDecoder().decode(
      [Folder].self, from: JSONEncoder().encode(folders("Work", "Drafts")))
    #expect(array == folders("Work", "Drafts"))
    // A path holding a value that is not Codable has no representation.
    struct Opaque: Hashable {}
    var mixed = saved
    mixed.append(Opaque())
    #expect(mixed.codable == nil)
  }

  @Test("R38 popAndPush replaces the top screen in one update")
  func popAndPush() {
    let router = Router("A", "B")
    let session = ViewSession(Coordinated(router: router))
    let writes = router.writes
    router.path[router.path.count - 1] = Folder(name: "C")
    #expect(router.writes == writes + 1)
    session.settle()
    #expect(session.stack == "Home > A > C")
    #expect(session.row(0).hasPrefix("< A"))
    #expect(session.shows("Count C 0"))
  }
}

extension Array {
  /// Pops to the topmost element matching `predicate`; false, and unchanged, when none does.
  fileprivate mutating func goBackTo(where predicate: (Element) -> Bool) -> Bool {
    guard let index = lastIndex(where: predicate) else { return false }
    removeSubrange((index + 1)...)
    return true
  }
}
