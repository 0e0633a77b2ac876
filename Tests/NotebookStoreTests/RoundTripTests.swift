import Testing

@testable import NotebookStore

@Suite("Round trips")
struct RoundTripTests {
  @Test("every JSON escape decodes to the right characters")
  func everyEscape() throws {
    let library = try parse(
      #"""
      {"version":1,"folders":[{"id":"f","name":"F","items":[
      {"id":"x","name":"q\"b\\s\/b\bf\fn\nr\rt\tu\u0041\u00e9\u4e2d\ud83d\ude00","notes":""}]}]}
      """#)
    let name = library.itemName(at: 0, inFolder: 0)
    #expect(name == "q\"b\\s/b\u{8}f\u{C}n\nr\rt\tuAé中😀")
    #expect(library.item(at: 0, inFolder: 0).name == name)
  }

  @Test("an unedited library is written back byte for byte")
  func unchangedIsIdentical() throws {
    let library = try parse(sampleDocument)
    #expect(text(LibraryStore.encode(library)) == sampleDocument)
  }

  @Test("an edited name with every escapable character survives a save and a load")
  func editedEscapesRoundTrip() throws {
    let library = try parse(sampleDocument)
    let tricky = "quote\" back\\ slash/ \u{8}\u{C}\n\r\t \u{1} \u{1F} é 中 😀 \u{7F}"
    var item = library.item(at: 0, inFolder: 0)
    item.name = tricky
    item.notes = tricky + tricky
    library.updateItem(item, at: 0, inFolder: 0)
    library.renameFolder(at: 0, to: tricky)
    let reloaded = try LibraryStore.parse(LibraryStore.encode(library), path: "again.json")
    #expect(reloaded.itemName(at: 0, inFolder: 0) == tricky)
    #expect(reloaded.item(at: 0, inFolder: 0).notes == tricky + tricky)
    #expect(reloaded.folderName(at: 0) == tricky)
    #expect(Snapshot(reloaded) == Snapshot(library))
  }

  @Test("characters outside the BMP, raw or as surrogate pairs, round trip")
  func nonBMP() throws {
    let library = try parse(
      #"""
      {"version":1,"folders":[{"id":"f","name":"𝄞 raw","items":[
      {"id":"x","name":"\ud834\udd1e escaped 👩‍👩‍👧","notes":"🎉"}]}]}
      """#)
    #expect(library.folderName(at: 0) == "𝄞 raw")
    #expect(library.itemName(at: 0, inFolder: 0) == "𝄞 escaped 👩‍👩‍👧")
    var item = library.item(at: 0, inFolder: 0)
    item.done = true
    library.updateItem(item, at: 0, inFolder: 0)
    let reloaded = try LibraryStore.parse(LibraryStore.encode(library), path: "again.json")
    #expect(reloaded.itemName(at: 0, inFolder: 0) == "𝄞 escaped 👩‍👩‍👧")
    #expect(reloaded.item(at: 0, inFolder: 0).notes == "🎉")
    #expect(reloaded.itemIsDone(at: 0, inFolder: 0))
  }

  @Test("unknown fields at all three levels are kept byte-exact around an edit")
  func unknownFieldsKept() throws {
    let library = try parse(sampleDocument)
    var item = library.item(at: 1, inFolder: 0)
    item.done = false
    library.updateItem(item, at: 1, inFolder: 0)
    let output = text(LibraryStore.encode(library))
    #expect(output.contains(#""theme": {"accent": "blue", "sizes": [1, 2.5e3, -0.5]},"#))
    #expect(output.contains(#""color": "red","#))
    #expect(output.contains(#"{"id": "f2", "name": "Home", "items": [], "pinned": true}"#))
    #expect(output.contains(#""updated": null"#))
    // The unedited neighbours are copied verbatim, formatting included.
    #expect(
      output.contains(
        #"""
        "done": false,
                 "tags": ["q1", "plan"], "priority": 2},
        """#))
    #expect(
      output.contains(
        #"""
        {"id": "c", "name": "Caf\u00e9 \ud83d\ude00", "notes": "tab\there", "done": false}
        """#))
    #expect(output.contains(#"{"id":"b","name":"Expense report","notes":"","done":false}"#))
  }

  @Test("an edited item keeps its own unknown fields")
  func editedItemKeepsUnknownFields() throws {
    let library = try parse(sampleDocument)
    var item = library.item(at: 0, inFolder: 0)
    item.name = "Annual plan"
    library.updateItem(item, at: 0, inFolder: 0)
    // A new value built from scratch with the same id keeps them too.
    library.updateItem(
      Item(id: "a", name: "Annual plan", notes: "n", done: true), at: 0, inFolder: 0)
    let output = text(LibraryStore.encode(library))
    let expected =
      #"{"id":"a","name":"Annual plan","notes":"n","done":true,"#
      + #""tags": ["q1", "plan"],"priority": 2}"#
    #expect(output.contains(expected))
    let reloaded = try LibraryStore.parse(Array(output.utf8), path: "again.json")
    #expect(reloaded.item(at: 0, inFolder: 0) == library.item(at: 0, inFolder: 0))
  }

  @Test("an update that changes nothing keeps the original bytes")
  func noOpUpdate() throws {
    let library = try parse(sampleDocument)
    library.updateItem(library.item(at: 2, inFolder: 0), at: 2, inFolder: 0)
    library.renameFolder(at: 0, to: "Work")
    #expect(text(LibraryStore.encode(library)) == sampleDocument)
  }

  @Test("new items and folders follow the file's layout")
  func additionsFollowLayout() throws {
    let library = try parse(sampleDocument)
    library.appendItem(Item(id: "d", name: "New"), toFolder: 0)
    library.appendItem(Item(id: "e", name: "First"), toFolder: 1)
    let folder = library.appendFolder(named: "Ideas")
    library.appendItem(Item(id: "g", name: "Idea", done: true), toFolder: folder)
    let output = text(LibraryStore.encode(library))
    #expect(
      output.contains(
        #"""
        "done": false},
                {"id":"d","name":"New","notes":"","done":false}
              ]
        """#))
    #expect(output.contains(#""items": [{"id":"e","name":"First","notes":"","done":false}]"#))
    let reloaded = try LibraryStore.parse(Array(output.utf8), path: "again.json")
    #expect(Snapshot(reloaded) == Snapshot(library))
    #expect(reloaded.folderName(at: 2) == "Ideas")
    #expect(reloaded.itemIsDone(at: 0, inFolder: 2))
  }

  @Test("an empty library is written pretty-printed and reads back")
  func emptyLibrary() throws {
    let library = Library.empty()
    #expect(text(LibraryStore.encode(library)) == "{\n  \"version\": 1,\n  \"folders\": []\n}\n")
    let work = library.appendFolder(named: "Work")
    library.appendItem(Item(id: "1", name: "One"), toFolder: work)
    library.appendItem(Item(id: "2", name: "Two"), toFolder: work)
    _ = library.appendFolder(named: "Empty")
    let output = text(LibraryStore.encode(library))
    #expect(
      output.contains(
        """
          "items": [
                {"id":"1","name":"One","notes":"","done":false},
                {"id":"2","name":"Two","notes":"","done":false}
              ]
        """))
    let reloaded = try LibraryStore.parse(Array(output.utf8), path: "again.json")
    #expect(Snapshot(reloaded) == Snapshot(library))
  }

  @Test("a byte order mark and CRLF line ends are accepted and kept")
  func bomAndCRLF() throws {
    let source = "\u{FEFF}{\r\n\"version\":1,\r\n\"folders\":[]\r\n}\r\n"
    let library = try parse(source)
    #expect(library.folderCount == 0)
    #expect(text(LibraryStore.encode(library)) == source)
  }

  @Test("item ids are sixteen hex digits and differ")
  func ids() {
    let ids = Set((0..<1000).map { _ in Item.makeID() })
    #expect(ids.count == 1000)
    #expect(ids.allSatisfy { $0.count == 16 && $0.allSatisfy(\.isHexDigit) })
  }

  @Test("known keys are recognised by their packed bytes")
  func packedKeys() {
    let words = ["id", "name", "done", "notes", "items", "version", "folders"]
    let expected: [UInt64] = [
      0x6469, 0x656D_616E, 0x656E_6F64, 0x73_6574_6F6E, 0x73_6D65_7469, 0x6E_6F69_7372_6576,
      0x73_7265_646C_6F66,
    ]
    for (word, value) in zip(words, expected) {
      let bytes = Array("\"\(word)\"".utf8)
      bytes.withUnsafeBufferPointer { buffer in
        let token = JSONScanner.StringToken(
          start: 1, end: 1 + word.utf8.count, escaped: false, nonASCII: false)
        #expect(DocumentParser.packed(token, in: buffer) == value, "\(word)")
      }
    }
  }
}
