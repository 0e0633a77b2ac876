import TestSupport
import Testing

@testable import NotebookStore

@Suite("Fuzzing")
struct FuzzTests {
  /// Bytes worth inserting: structure, quotes, escapes, digits and broken UTF-8.
  private static let interesting: [UInt8] =
    Array(#"{}[]",:\0-1eE.tfnu "#.utf8)
    + [0x0A, 0x00, 0x1F, 0x7F, 0x80, 0xBF, 0xC3, 0xE2, 0xED, 0xF0, 0xF4, 0xFF]

  @Test("1,000 seeded mutations of a library each parse or throw a LibraryError, never crash")
  func mutations() {
    var random = SeededRandom(seed: 0x5EED)
    let original = Array(sampleDocument.utf8)
    var parsed = 0
    for _ in 0..<1000 {
      var bytes = original
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        mutate(&bytes, &random)
      }
      do throws(LibraryError) {
        let library = try LibraryStore.parse(bytes, path: "lib.json")
        parsed += 1
        // Whatever parses is written back unchanged and reads the same.
        #expect(LibraryStore.encode(library) == bytes)
        _ = Snapshot(library)
      } catch {
        #expect(error.description.hasPrefix("lib.json:"))
        #expect(!error.description.contains("\n"))
      }
    }
    #expect(parsed > 0)
  }

  private func mutate(_ bytes: inout [UInt8], _ random: inout SeededRandom) {
    guard !bytes.isEmpty else {
      bytes.append(Self.interesting[Int.random(in: 0..<Self.interesting.count, using: &random)])
      return
    }
    let position = Int.random(in: 0..<bytes.count, using: &random)
    switch Int.random(in: 0..<5, using: &random) {
    case 0:
      bytes.removeSubrange(position...)
    case 1:
      bytes[position] ^= UInt8.random(in: 1...255, using: &random)
    case 2:
      let byte = Self.interesting[Int.random(in: 0..<Self.interesting.count, using: &random)]
      bytes.insert(byte, at: position)
    case 3:
      let end = min(bytes.count, position + Int.random(in: 1...8, using: &random))
      bytes.removeSubrange(position..<end)
    default:
      let end = min(bytes.count, position + Int.random(in: 1...12, using: &random))
      bytes.insert(contentsOf: bytes[position..<end], at: position)
    }
  }

  @Test("random edits match a plain model, and every save reads back the same")
  func randomEdits() throws {
    var random = SeededRandom(seed: 42)
    let library = try parse(sampleDocument)
    var model = Snapshot(library)
    let names = ["A", "b\"q", "tab\there", "é", "e\u{301}", "😀", "", "new\nline", "\\"]
    for step in 0..<300 {
      let folderCount = model.folders.count
      let folder = folderCount > 0 ? Int.random(in: 0..<folderCount, using: &random) : -1
      let count = folder >= 0 ? model.folders[folder].items.count : 0
      let name = names[Int.random(in: 0..<names.count, using: &random)]
      switch Int.random(in: 0..<8, using: &random) {
      case 0 where count > 0, 1 where count > 0:
        let index = Int.random(in: 0..<count, using: &random)
        var item = library.item(at: index, inFolder: folder)
        item.name = name
        item.done.toggle()
        library.updateItem(item, at: index, inFolder: folder)
        model.folders[folder].items[index] = item
      case 2 where folder >= 0, 3 where folder >= 0:
        let item = Item(id: "s\(step)", name: name, notes: "step \(step)")
        library.appendItem(item, toFolder: folder)
        model.folders[folder].items.append(item)
      case 4 where count > 0:
        let index = Int.random(in: 0..<count, using: &random)
        library.removeItem(at: index, inFolder: folder)
        model.folders[folder].items.remove(at: index)
      case 5 where folder >= 0:
        library.renameFolder(at: folder, to: name)
        model.folders[folder].name = name
      case 6 where folderCount > 1:
        library.removeFolder(at: folder)
        model.folders.remove(at: folder)
      default:
        let index = library.appendFolder(named: name)
        model.folders.append(.init(id: library.folderID(at: index), name: name, items: []))
      }
      #expect(Snapshot(library) == model, "step \(step)")
      let reloaded = try LibraryStore.parse(LibraryStore.encode(library), path: "step.json")
      #expect(Snapshot(reloaded) == model, "step \(step)")
      for folder in 0..<library.folderCount {
        let count = library.itemCount(inFolder: folder)
        #expect(
          Array(library.itemNames(inFolder: folder)) == model.folders[folder].items.map(\.name))
        #expect(
          (0..<count).map { library.itemIsDone(at: $0, inFolder: folder) }
            == model.folders[folder].items.map(\.done))
      }
    }
  }
}
