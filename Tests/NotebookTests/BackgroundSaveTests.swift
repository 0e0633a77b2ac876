import Foundation
import NavStack
import Notebook
import NotebookStore
import Testing

/// A key never waits for the disk: its change shows at once and is written in the background,
/// and changes made while a save is written go out together in the next one.
@MainActor
@Suite("Saving in the background")
struct BackgroundSaveTests {
  /// A library of one folder of 300,000 items, so that a save (every item's place walked, the
  /// whole file written and flushed) takes far longer than a key; its path and its folder.
  private func bigLibrary() throws -> (path: String, folder: URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navstack-background-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("library.json").path
    var text = #"{"version":1,"folders":[{"id":"f1","name":"Work","items":["#
    text += (0..<300_000).map {
      #"{"id":"i\#($0)","name":"Item \#($0)","notes":"note \#($0)","done":false}"#
    }.joined(separator: ",")
    text += "]}]}"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return (path, folder)
  }

  private func inode(_ path: String) -> UInt64 {
    var info = stat()
    return stat(path, &info) == 0 ? UInt64(info.st_ino) : 0
  }

  @Test("Space returns with its change on screen while the file is still being written")
  func keyDoesNotWaitForTheDisk() throws {
    let (path, folder) = try bigLibrary()
    defer { try? FileManager.default.removeItem(at: folder) }
    let model = NotebookModel(library: try LibraryStore.load(from: path), path: path)
    let window = NotebookApp.makeWindow(model: model)
    AppHarness.press(window, .enter)
    let before = inode(path)
    AppHarness.press(window, .space)
    let after = inode(path)
    // A save replaces the file by a rename: the same inode means it is not in place yet.
    #expect(after == before, "Space returned only once its save had replaced the file")
    // The row ends in its done mark, then the list's scroll indicator.
    #expect(AppHarness.screen(window).split(separator: "\n")[1].dropLast().hasSuffix("✓"))
    window.waitForSaves()
    #expect(inode(path) != before)
    #expect(try LibraryStore.load(from: path).itemIsDone(at: 0, inFolder: 0))
    #expect(model.saveError == nil)
  }

  @Test("ten toggles while a save is written go out in one more save, the last state")
  func togglesCoalesce() throws {
    let (path, folder) = try bigLibrary()
    defer { try? FileManager.default.removeItem(at: folder) }
    let model = NotebookModel(library: try LibraryStore.load(from: path), path: path)
    let window = NotebookApp.makeWindow(model: model)
    AppHarness.press(window, .enter)
    for _ in 0..<11 { AppHarness.press(window, .space) }
    window.waitForSaves()
    #expect(model.saveCount < 11, "\(model.saveCount) saves for 11 toggles")
    #expect(try LibraryStore.load(from: path).itemIsDone(at: 0, inFolder: 0))
  }
}
