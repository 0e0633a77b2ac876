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
    let saved = try String(contentsOfFile: path, encoding: .utf8)
    #expect(saved.contains("Quarterly plan v2"))
    #expect(saved.contains("\"theme\": \"dark\""))
    let reloaded = try LibraryStore.load(from: path)
    #expect(reloaded.itemName(at: 0, inFolder: 0) == "Quarterly plan v2")
    #expect(model.saveCount == 1)
  }

  @Test("a failed save shows the reason in the key bar and keeps the edits on screen")
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
    let frame = window.render(size: .standard)
    #expect(frame.text(ofRow: 23).contains("Not saved:"))
    #expect(frame.text.contains("Quarterly plan kept"))
    #expect(window.stackDescription == "Folders > Work > Quarterly plan")
    #expect(model.library.itemName(at: 0, inFolder: 0) == "Quarterly plan kept")
    #expect(model.saveError != nil)
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
