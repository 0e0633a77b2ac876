import Foundation
import NavStack
import Notebook
import NotebookStore
import Testing

/// Saving to disk, failed saves, restored paths and drafts, with real files in a temp folder.
@MainActor
@Suite("Kept on disk")
struct PersistenceTests {
  private func temporaryLibrary() throws -> (folder: URL, path: String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navstack-notebook-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("library.json").path
    try Data(EmbeddedResources.sampleLibrary.utf8).write(to: URL(fileURLWithPath: path))
    return (folder, path)
  }

  private func keys(_ window: NotebookWindow, _ keys: [Key]) {
    for key in keys { AppHarness.press(window, key) }
  }

  private func type(_ window: NotebookWindow, _ text: String) {
    keys(window, text.map { Key.character($0) })
  }

  @Test("every change is saved at once, and the file keeps what the app does not know")
  func savesAtOnce() throws {
    let (folder, path) = try temporaryLibrary()
    defer { try? FileManager.default.removeItem(at: folder) }
    var text = try String(contentsOfFile: path, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "\"version\": 1,", with: "\"version\": 1, \"theme\": \"dark\",")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let model = NotebookModel(library: try LibraryStore.load(from: path), path: path)
    let window = NotebookApp.makeWindow(model: model)
    keys(window, [.enter, .enter])
    type(window, " v2")
    keys(window, [.control("s")])
    #expect(window.stackDescription == "Folders > Work")
    window.waitForSaves()
    let saved = try String(contentsOfFile: path, encoding: .utf8)
    #expect(saved.contains("Quarterly plan v2"))
    #expect(saved.contains("\"theme\": \"dark\""))
    let reloaded = try LibraryStore.load(from: path)
    #expect(reloaded.itemName(at: 0, inFolder: 0) == "Quarterly plan v2")
    #expect(model.saveCount == 1)
  }

  @Test("a failed save shows the reason in the key bar and keeps the edits, marked not saved")
  func failedSaveKeepsEdits() throws {
    let (folder, _) = try temporaryLibrary()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A parent that is a regular file cannot hold the library, even for root.
    let blocker = folder.appendingPathComponent("not-a-folder")
    try Data("x".utf8).write(to: blocker)
    let model = NotebookModel(
      library: try LibraryStore.parse(Array(EmbeddedResources.sampleLibrary.utf8), path: "s"),
      path: blocker.appendingPathComponent("library.json").path)
    let window = NotebookApp.makeWindow(model: model)
    keys(window, [.enter, .enter])
    type(window, " kept")
    keys(window, [.control("s")])
    window.waitForSaves()
    let frame = window.render(size: .standard)
    #expect(frame.text(ofRow: 23).contains("Not saved:"))
    #expect(frame.text.contains("Quarterly plan kept"))
    #expect(window.stackDescription == "Folders (not saved) > Work (not saved)")
    #expect(model.library.itemName(at: 0, inFolder: 0) == "Quarterly plan kept")
    #expect(model.saveError != nil)
  }

  /// A model of the sample whose saves fail ("Not a directory", even for root) until `unblock`
  /// puts a folder where the file was.
  private func failingModel() throws -> (
    model: NotebookModel, path: String, unblock: () throws -> Void
  ) {
    let (folder, _) = try temporaryLibrary()
    let blocker = folder.appendingPathComponent("not-a-folder")
    try Data("x".utf8).write(to: blocker)
    let path = blocker.appendingPathComponent("library.json").path
    let model = NotebookModel(
      library: try LibraryStore.parse(Array(EmbeddedResources.sampleLibrary.utf8), path: "s"),
      path: path)
    return (
      model, path,
      {
        try FileManager.default.removeItem(at: blocker)
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: false)
      }
    )
  }

  @Test("a list change that could not be saved: the title says so, and q asks before dropping it")
  func failedListSaveIsOfferedAtQuit() throws {
    let (model, path, unblock) = try failingModel()
    let window = NotebookApp.makeWindow(model: model)
    keys(window, [.enter, .space])
    window.waitForSaves()
    #expect(window.statusMessage?.hasPrefix("Not saved: ") == true)
    #expect(AppHarness.screen(window).contains("Work (not saved)"))
    keys(window, [.character("q")])
    #expect(!window.isFinished, "q quit with a change that is not on disk")
    var shown = AppHarness.screen(window)
    #expect(shown.contains("Quit without saving?"))
    #expect(shown.contains("Changes to the library could not be saved: cannot save"))
    #expect(shown.contains("[ Save ]  [ Discard ]  [ Cancel ]"))
    // Save tries again; while it still fails the app keeps running and says why.
    keys(window, [.character("s")])
    #expect(!window.isFinished)
    #expect(window.statusMessage?.hasPrefix("Not saved: ") == true)
    // Cancel keeps the change on screen, still marked.
    keys(window, [.character("q"), .character("c")])
    shown = AppHarness.screen(window)
    #expect(!window.isFinished && shown.contains("Work (not saved)") && shown.contains("✓"))
    // Once the file can be written, q writes the change and quits without asking.
    try unblock()
    keys(window, [.character("q")])
    #expect(window.isFinished)
    #expect(try LibraryStore.load(from: path).itemIsDone(at: 0, inFolder: 0))
  }

  @Test("Discard at the quit prompt quits without the change that could not be saved")
  func failedListSaveDiscarded() throws {
    let (model, path, _) = try failingModel()
    let window = NotebookApp.makeWindow(model: model)
    keys(window, [.enter, .character("d"), .character("d")])
    #expect(model.library.itemCount(inFolder: 0) == 2)
    keys(window, [.control("c")])
    #expect(!window.isFinished && AppHarness.screen(window).contains("Quit without saving?"))
    keys(window, [.character("d")])
    #expect(window.isFinished)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("a rename whose save fails: the new name shown is marked not saved")
  func renameWhoseSaveFails() throws {
    let (model, _, _) = try failingModel()
    let window = NotebookApp.makeWindow(model: model)
    keys(window, [.character("r")])
    type(window, "X")
    keys(window, [.control("s")])
    window.waitForSaves()
    #expect(window.statusMessage?.hasPrefix("Not saved: ") == true)
    let shown = AppHarness.screen(window)
    #expect(
      !shown.contains("WorkX") || shown.contains("Folders (not saved)"),
      "the screen shows a name the file lacks without saying so:\n\(shown)")
  }

  @Test("--open and a restored path fall back to the deepest part that exists")
  func pathFallsBack() throws {
    let model = try AppHarness.sampleModel()
    #expect(
      NotebookApp.makeWindow(model: model, openPath: "Work/Quarterly plan").stackDescription
        == "Folders > Work > Quarterly plan")
    #expect(
      NotebookApp.makeWindow(model: model, openPath: "Work/Gone").stackDescription
        == "Folders > Work")
    #expect(
      NotebookApp.makeWindow(model: model, openPath: "Gone/Quarterly plan").stackDescription
        == "Folders")
    let window = NotebookApp.makeWindow(model: model, openPath: "日本語メモ/東京旅行の計画")
    #expect(NotebookApp.currentPath(of: window) == ["日本語メモ", "東京旅行の計画"])
  }

  @Test("the state file keeps onboarding done and the last path")
  func stateRoundTrip() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navstack-state-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(AppState.load(from: folder) == AppState())
    let state = AppState(
      onboardingDone: true, lastPaths: ["/data/library.json": ["f-work", "i-work-1"]])
    #expect(state.save(to: folder) == nil)
    #expect(AppState.load(from: folder) == state)
  }

  @Test("a draft of unsaved edits is captured, and restoring it reopens the editor")
  func draftRoundTrip() throws {
    let model = try AppHarness.sampleModel()
    let window = NotebookApp.makeWindow(model: model)
    keys(window, [.enter, .down, .enter])
    type(window, " (draft)")
    let draft = try #require(Draft.capture(from: window, library: LibraryKey(path: "/lib.json")))
    #expect(draft.name == "Expense report (draft)")
    #expect(draft.itemID == "i-work-2")
    let next = NotebookApp.makeWindow(model: try AppHarness.sampleModel())
    var resolved = 0
    NotebookApp.offer(draft, in: next) { resolved += 1 }
    #expect(next.render(size: .standard).text.contains("Restore unsaved edits?"))
    next.handle(.key(.character("r")))
    #expect(resolved == 1)
    #expect(next.stackDescription == "Folders > Work > Expense report")
    #expect(next.render(size: .standard).text.contains("Expense report (draft)"))
    #expect(next.navigation.unsavedEdit != nil)
  }
}
