import Foundation
import NavStack
import Notebook
import NotebookStore
import Testing

/// Another program's change to the library file is never overwritten without a word: before a
/// save, the file is compared with what the app last read or wrote, and when it changed, the
/// user chooses: Reload, Overwrite, Save Elsewhere, or Cancel.
@MainActor
@Suite("A library changed on disk")
struct ChangedOnDiskTests {
  /// The sample in a file of its own, open in a window; its folder, to remove.
  private func openLibrary() throws -> (window: NotebookWindow, path: String, folder: URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navstack-changed-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("library.json").path
    try Data(EmbeddedResources.sampleLibrary.utf8).write(to: URL(fileURLWithPath: path))
    let model = NotebookModel(library: try LibraryStore.load(from: path), path: path)
    return (NotebookApp.makeWindow(model: model), path, folder)
  }

  /// Another program replaces the file: one folder, Theirs.
  private static let theirs =
    #"{"version":1,"folders":[{"id":"t1","name":"Theirs","items":[]}]}"#

  private func replace(_ path: String) throws {
    try Data(Self.theirs.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  private func contents(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
  }

  /// Toggles Quarterly plan, whose save meets the other program's file.
  private func toggleAndMeetTheChange(_ window: NotebookWindow) {
    AppHarness.press(window, .enter, .space)
    window.waitForSaves()
  }

  @Test("a save meeting another program's change stops and asks; Reload shows that file")
  func reload() throws {
    let (window, path, folder) = try openLibrary()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A change of mode alone is no change of contents: the first toggle is saved.
    #expect(chmod(path, 0o600) == 0)
    toggleAndMeetTheChange(window)
    #expect(!AppHarness.screen(window).contains("Library changed on disk"))
    #expect(try LibraryStore.load(from: path).itemIsDone(at: 0, inFolder: 0))
    try replace(path)
    AppHarness.press(window, .space)
    window.waitForSaves()
    let shown = AppHarness.screen(window)
    #expect(shown.contains("Library changed on disk"))
    #expect(shown.contains("[ Reload ]  [ Overwrite ]  [ Save Elsewhere ]  [ Cancel ]"))
    #expect(try contents(path) == Self.theirs, "the other program's change was overwritten")
    AppHarness.press(window, .character("r"))
    #expect(window.stackDescription == "Folders")
    #expect(AppHarness.screen(window).contains("Theirs"))
    #expect(window.statusMessage?.hasPrefix("Reloaded") == true)
    // Later saves compare with the file as reloaded.
    AppHarness.press(window, .character("r"))
    AppHarness.type(window, " too")
    AppHarness.press(window, .control("s"))
    window.waitForSaves()
    #expect(try contents(path).contains("Theirs too"))
  }

  @Test("Overwrite writes the library over the other program's change")
  func overwrite() throws {
    let (window, path, folder) = try openLibrary()
    defer { try? FileManager.default.removeItem(at: folder) }
    try replace(path)
    toggleAndMeetTheChange(window)
    #expect(AppHarness.screen(window).contains("Library changed on disk"))
    AppHarness.press(window, .character("o"))
    window.waitForSaves()
    #expect(try LibraryStore.load(from: path).itemIsDone(at: 0, inFolder: 0))
    #expect(!AppHarness.screen(window).contains("(not saved)"))
  }

  @Test("Save Elsewhere keeps this version in a new file beside it, then shows the file on disk")
  func saveElsewhere() throws {
    let (window, path, folder) = try openLibrary()
    defer { try? FileManager.default.removeItem(at: folder) }
    try replace(path)
    toggleAndMeetTheChange(window)
    AppHarness.press(window, .character("s"))
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let copy = try #require(names.first { $0.hasPrefix("library.mine-") && $0.hasSuffix(".json") })
    #expect(
      try LibraryStore.load(from: folder.appendingPathComponent(copy).path)
        .itemIsDone(at: 0, inFolder: 0))
    #expect(try contents(path) == Self.theirs)
    #expect(window.statusMessage?.contains(copy) == true)
    #expect(AppHarness.screen(window).contains("Theirs"))
  }

  @Test("Cancel keeps the change on screen, marked not saved; the next change and q ask again")
  func cancel() throws {
    let (window, path, folder) = try openLibrary()
    defer { try? FileManager.default.removeItem(at: folder) }
    try replace(path)
    toggleAndMeetTheChange(window)
    AppHarness.press(window, .character("c"))
    #expect(AppHarness.screen(window).contains("Work (not saved)"))
    AppHarness.press(window, .down, .space)
    window.waitForSaves()
    #expect(AppHarness.screen(window).contains("Library changed on disk"))
    AppHarness.press(window, .character("c"), .character("q"))
    #expect(!window.isFinished)
    #expect(AppHarness.screen(window).contains("Library changed on disk"))
    #expect(try contents(path) == Self.theirs)
  }
}
