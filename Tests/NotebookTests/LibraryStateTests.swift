import Foundation
import NavStack
import Notebook
import NotebookStore
import Testing

/// Drafts and the last path belong to their library: keyed by its real path, one draft file
/// per library, the path kept by ids (issue: drafts per library).
@MainActor
@Suite("Drafts and last paths per library")
struct LibraryStateTests {
  /// A fresh folder with two libraries (copies of the sample) and a link to the first.
  func folder() throws -> (state: String, first: String, second: String, link: String) {
    let directory = try RobustnessFixtures.temporaryDirectory("state")
    let first = "\(directory)/a.json"
    let second = "\(directory)/b.json"
    for path in [first, second] {
      try Data(EmbeddedResources.sampleLibrary.utf8).write(to: URL(fileURLWithPath: path))
    }
    let link = "\(directory)/link.json"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: first)
    return ("\(directory)/state", first, second, link)
  }

  @Test("a library's key is its real path: a link and its file share it, two files do not")
  func keys() throws {
    let (_, first, second, link) = try folder()
    #expect(LibraryKey(path: link) == LibraryKey(path: first))
    #expect(LibraryKey(path: second) != LibraryKey(path: first))
    #expect(LibraryKey(path: first).hash.count == 16)
    #expect(LibraryKey(path: first).hash != LibraryKey(path: second).hash)
    // Stable from run to run: FNV-1a of the bytes, not Swift's seeded Hasher.
    #expect(LibraryKey(path: "/").hash == "af63a24c860189fe")
  }

  @Test("a draft is kept in draft-HASH.json and offered only to its own library")
  func draftPerLibrary() throws {
    let (state, first, second, link) = try folder()
    let draft = Draft(library: LibraryKey(path: second).realPath, folderID: "f-work", name: "B")
    try draft.save(to: state)
    let files = try FileManager.default.contentsOfDirectory(atPath: state)
    #expect(files == ["draft-\(LibraryKey(path: second).hash).json"])
    #expect(Draft.load(from: state, for: LibraryKey(path: second)) == draft)
    #expect(Draft.load(from: state, for: LibraryKey(path: first)) == nil)
    #expect(Draft.load(from: state, for: LibraryKey(path: link)) == nil)
    // A file under another library's name (a hash collision, a copied folder) is not offered.
    try FileManager.default.copyItem(
      atPath: "\(state)/\(files[0])",
      toPath: "\(state)/draft-\(LibraryKey(path: first).hash).json")
    #expect(Draft.load(from: state, for: LibraryKey(path: first)) == nil)
    Draft.remove(from: state, for: LibraryKey(path: second))
    #expect(Draft.load(from: state, for: LibraryKey(path: second)) == nil)
  }

  @Test("with no state folder and no room beside the library, a draft goes to the temporary folder")
  func draftFallsBackToTheTemporaryFolder() throws {
    let (state, _, _, _) = try folder()
    let base = parentFolder(state)
    // Regular files where the state folder and the library's folder should be.
    for blocker in ["state-file", "not-a-folder"] {
      try Data("x".utf8).write(to: URL(fileURLWithPath: "\(base)/\(blocker)"))
    }
    try FileManager.default.createDirectory(
      atPath: "\(base)/tmp", withIntermediateDirectories: true)
    let location = DataLocation(
      dataPath: "\(base)/not-a-folder/library.json",
      environment: ["HOME": base, "XDG_STATE_HOME": "\(base)/state-file", "TMPDIR": "\(base)/tmp"])
    #expect(location.stateFolderProblem() == "\(base)/state-file/navstack: Not a directory")
    let key = LibraryKey(path: location.libraryPath)
    let files = location.draftFiles(for: key)
    let draft = Draft(library: key.realPath, folderID: "f-work", name: "typed")
    #expect(draft.save(toFirstOf: files) == "\(base)/tmp/navstack-draft-\(key.hash).json")
    #expect(files.compactMap { Draft.load(file: $0, for: key) } == [draft])
  }

  @Test("the last path is kept per library by ids, and an old name-based file is ignored")
  func lastPathPerLibrary() throws {
    let (state, first, second, link) = try folder()
    try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
    try Data(#"{"onboardingDone":true,"lastPath":["Work"]}"#.utf8)
      .write(to: URL(fileURLWithPath: "\(state)/state.json"))
    #expect(AppState.load(from: state) == AppState(onboardingDone: true))
    AppState.update(in: state) {
      $0.setLastPath(["f-work", "i-work-2"], for: LibraryKey(path: link))
    }
    AppState.update(in: state) { $0.setLastPath(["f-home"], for: LibraryKey(path: second)) }
    let loaded = AppState.load(from: state)
    #expect(loaded.onboardingDone)
    #expect(loaded.lastPath(for: LibraryKey(path: first)) == ["f-work", "i-work-2"])
    #expect(loaded.lastPath(for: LibraryKey(path: second)) == ["f-home"])
  }

  @Test("a path restored by ids opens the same item after a rename, and nothing when it is gone")
  func restoreByIDs() throws {
    let model = try AppHarness.sampleModel()
    _ = model.update(
      Item(id: "i-work-2", name: "Renamed", notes: "", done: false), at: 1, inFolder: 0)
    let window = NotebookApp.makeWindow(model: model, restoredPath: ["f-work", "i-work-2"])
    #expect(window.stackDescription == "Folders > Work > Renamed")
    #expect(NotebookApp.currentIDs(of: window) == ["f-work", "i-work-2"])
    let gone = NotebookApp.makeWindow(model: model, restoredPath: ["Work"])
    #expect(gone.stackDescription == "Folders")
  }

  @Test(
    "a rename sheet's typed name is captured as a draft and restored into the same sheet",
    arguments: ["folder", "item", "new folder"])
  func renameDrafts(kind: String) throws {
    let window = NotebookApp.makeWindow(model: try AppHarness.sampleModel())
    switch kind {
    case "folder": AppHarness.press(window, .down, .character("r"))
    case "item": AppHarness.press(window, .enter, .down, .character("r"))
    default: AppHarness.press(window, .character("+"))
    }
    AppHarness.type(window, " typed")
    let key = LibraryKey(path: "/lib.json")
    let draft = try #require(Draft.capture(from: window, library: key))
    let expected: (Draft.Kind, String, String?, String) =
      switch kind {
      case "folder": (.renameFolder, "f-home", nil, "Home typed")
      case "item": (.renameItem, "f-work", "i-work-2", "Expense report typed")
      default: (.newFolder, "", nil, " typed")
      }
    #expect(draft.kind == expected.0)
    #expect(draft.folderID == expected.1)
    #expect(draft.itemID == expected.2)
    #expect(draft.name == expected.3)
    #expect(draft.library == "/lib.json")

    let next = NotebookApp.makeWindow(model: try AppHarness.sampleModel())
    var resolved = 0
    NotebookApp.offer(draft, in: next) { resolved += 1 }
    AppHarness.press(next, .character("r"))
    #expect(resolved == 1)
    let sheet = try #require(next.navigation.edits.last as? NameEdit)
    #expect(sheet.name == expected.3)
    #expect(sheet.hasChanges)
  }

  @Test("a restored New Item draft lays its notes out whole at once, not one row high")
  func restoredNewItemNotes() throws {
    let draft = Draft(
      library: "/lib.json", folderID: "f-work", name: "Brand new", notes: "one\ntwo\nthree")
    let window = NotebookApp.makeWindow(model: try AppHarness.sampleModel())
    _ = AppHarness.screen(window)
    NotebookApp.offer(draft, in: window) {}
    AppHarness.press(window, .character("r"))
    let rows = AppHarness.screen(window).split(separator: "\n").map(String.init)
    #expect(window.stackDescription == "Folders > Work | New Item")
    let notes = try #require(rows.firstIndex { $0.contains("Notes  one") }, "\(rows)")
    #expect(rows[notes + 1].contains("two"), "\(rows)")
    #expect(rows[notes + 2].contains("three"), "\(rows)")
  }

  @Test("a rename draft whose item is gone is kept, and the key bar says why")
  func renameDraftOfRemovedItem() throws {
    let draft = Draft(
      library: "/lib.json", kind: .renameItem, folderID: "f-work", itemID: "gone", name: "X")
    let window = NotebookApp.makeWindow(model: try AppHarness.sampleModel())
    var resolved = 0
    NotebookApp.offer(draft, in: window) { resolved += 1 }
    AppHarness.press(window, .character("r"))
    #expect(resolved == 0)
    #expect(window.statusMessage == "Cannot restore: what it edited is gone; the draft is kept")
  }
}

/// The folder a path is in.
private func parentFolder(_ path: String) -> String {
  URL(fileURLWithPath: path).deletingLastPathComponent().path
}
