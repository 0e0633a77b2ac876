import Testing

@testable import NotebookStore

@Suite("Looking up and large libraries")
struct LookupTests {
  @Test("names are found exactly, escaped or not, with Swift string equality")
  func findByName() throws {
    let library = try parse(
      #"""
      {"version":1,"folders":[{"id":"f","name":"Work","items":[
      {"id":"1","name":"Plan"},{"id":"2","name":"Caf\u00e9"},{"id":"3","name":"Cafe\u0301 2"},
      {"id":"4","name":"K"},{"id":"5","name":"Plan"}]},{"id":"g","name":"Home","items":[]}]}
      """#)
    #expect(library.folderIndex(named: "Home") == 1)
    #expect(library.folderIndex(named: "home") == nil)
    #expect(library.itemIndex(named: "Plan", inFolder: 0) == 0)
    #expect(library.itemIndex(named: "Plan ", inFolder: 0) == nil)
    #expect(library.itemIndex(named: "Café", inFolder: 0) == 1)
    #expect(library.itemIndex(named: "Caf\u{E9} 2", inFolder: 0) == 2)
    #expect(library.itemIndex(named: "\u{212A}", inFolder: 0) == 3)
    #expect(library.itemIndex(named: "K", inFolder: 1) == nil)
    library.updateItem(Item(id: "1", name: "Done"), at: 0, inFolder: 0)
    #expect(library.itemIndex(named: "Plan", inFolder: 0) == 4)
    #expect(library.itemIndex(named: "Done", inFolder: 0) == 0)
  }

  @Test("an item added with an id its folder has already is kept under a fresh one")
  func appendNeverRepeatsAnID() throws {
    let library = try parse(
      #"""
      {"version":1,"folders":[{"id":"f","name":"Work","items":[
      {"id":"a","name":"One","notes":"","done":false},{"name":"Two","id":"b\u0031"},
      {"id":"\"q\"","name":"Three"}]},{"id":"g","name":"Home","items":[]}]}
      """#)
    for taken in ["a", "b1", "\"q\""] {
      let id = library.appendItem(Item(id: taken, name: "New"), toFolder: 0)
      #expect(id != taken && id.count == 16, "\(taken) was kept")
    }
    library.appendItem(Item(id: "n", name: "Edited copy"), toFolder: 0)
    #expect(library.appendItem(Item(id: "n", name: "Again"), toFolder: 0) != "n")
    // Another folder's ids, and ids that only start alike, are free.
    #expect(library.appendItem(Item(id: "a", name: "Elsewhere"), toFolder: 1) == "a")
    #expect(library.appendItem(Item(id: "b", name: "Prefix"), toFolder: 0) == "b")
    #expect(library.appendItem(Item(id: "\"", name: "Quote"), toFolder: 0) == "\"")
    let ids = (0..<library.itemCount(inFolder: 0)).map { library.item(at: $0, inFolder: 0).id }
    #expect(Set(ids).count == ids.count, "\(ids)")
    #expect((try? LibraryStore.parse(LibraryStore.encode(library), path: "again.json")) != nil)
  }

  @Test("items without notes or done read as empty and not done")
  func optionalFields() throws {
    let library = try parse(
      #"{"version":1,"folders":[{"id":"f","name":"W","items":[{"id":"1","name":"x"}]}]}"#)
    #expect(library.item(at: 0, inFolder: 0) == Item(id: "1", name: "x", notes: "", done: false))
    #expect(!library.itemIsDone(at: 0, inFolder: 0))
  }

  @Test("an item's heading (id, name, done) is what the whole item says, loaded or edited")
  func headings() throws {
    let library = try parse(
      #"{"version":1,"folders":[{"id":"f","name":"W","items":["#
        + #"{"notes":"long \"notes\"","id":"1","name":"Caf\u00e9","done":true,"tag":[1,{"a":2}]},"#
        + #"{"id":"2","name":"x"}]}]}"#)
    for index in 0..<2 {
      let item = library.item(at: index, inFolder: 0)
      let heading = library.itemHeading(at: index, inFolder: 0)
      #expect(heading.id == item.id && heading.name == item.name && heading.done == item.done)
    }
    #expect(library.itemHeading(at: 0, inFolder: 0).name == "Café")
    library.updateItem(Item(id: "2", name: "Renamed", done: true), at: 1, inFolder: 0)
    let edited = library.itemHeading(at: 1, inFolder: 0)
    #expect(edited.id == "2" && edited.name == "Renamed" && edited.done)
  }

  @Test("an edit in the middle of 20,000 items rewrites only that item")
  func largeLibraryEdit() throws {
    var document = #"{"version":1,"folders":[{"id":"f","name":"Big","items":["# + "\n"
    for index in 0..<20_000 {
      if index > 0 { document += ",\n" }
      document += #"  {"id":"i\#(index)","name":"Item \#(index)","notes":"","done":false}"#
    }
    document += "\n]}]}\n"
    let library = try parse(document)
    #expect(library.itemCount(inFolder: 0) == 20_000)
    #expect(library.itemName(at: 19_999, inFolder: 0) == "Item 19999")
    #expect(library.itemIndex(named: "Item 12345", inFolder: 0) == 12_345)
    var item = library.item(at: 10_000, inFolder: 0)
    item.done = true
    library.updateItem(item, at: 10_000, inFolder: 0)
    let expected = document.replacing(
      #"{"id":"i10000","name":"Item 10000","notes":"","done":false}"#,
      with: #"{"id":"i10000","name":"Item 10000","notes":"","done":true}"#, maxReplacements: 1)
    #expect(text(LibraryStore.encode(library)) == expected)
    // The writer copies the unchanged stretches as ranges of the loaded buffer.
    #expect(library.encodedChunks().count == 3)
  }

  @Test("names the compact index cannot hold (far into their item, or long) are read again")
  func namesOutsideTheIndex() throws {
    let far = String(repeating: "n", count: 70_000)
    let long = "L" + String(repeating: "é", count: 5_000)
    let library = try parse(
      #"{"version":1,"folders":[{"id":"f","name":"W","items":[ "#
        + #"{"id":"1","notes":"\#(far)","name":"Far","done":true} , "#
        + #"{"id":"2","name":"\#(long)"},{"id":"3","name":"Near"}  ]},"#
        + #"{"id":"g","name":"V","items":[{"id":"4","name":"Last"}]}]}"#)
    #expect(library.itemName(at: 0, inFolder: 0) == "Far")
    #expect(library.itemIsDone(at: 0, inFolder: 0))
    #expect(library.itemName(at: 1, inFolder: 0) == long)
    #expect(library.itemIndex(named: "Far", inFolder: 0) == 0)
    #expect(library.itemIndex(named: long, inFolder: 0) == 1)
    #expect(library.itemIndex(named: "Near", inFolder: 0) == 2)
    // An edit rewrites the folder from the items' ends, which the index finds from the bytes.
    library.updateItem(Item(id: "3", name: "Moved"), at: 2, inFolder: 0)
    library.removeItem(at: 0, inFolder: 1)
    let saved = try parse(text(LibraryStore.encode(library)))
    #expect(saved.itemCount(inFolder: 0) == 3)
    #expect(saved.item(at: 0, inFolder: 0) == library.item(at: 0, inFolder: 0))
    #expect(saved.itemName(at: 1, inFolder: 0) == long)
    #expect(saved.itemName(at: 2, inFolder: 0) == "Moved")
    #expect(saved.itemCount(inFolder: 1) == 0)
  }
}
