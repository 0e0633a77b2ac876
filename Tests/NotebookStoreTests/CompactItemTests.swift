import Testing

@testable import NotebookStore

/// Items laid out as the store writes them are read by matching that layout.
///
/// Any other layout is read field by field; both readings must give the same items and the
/// same errors.
@Suite("Items in the store's compact layout and in any other")
struct CompactItemTests {
  private static let prefix = #"{"version":1,"folders":[{"id":"f","name":"Work","items":["#

  private func library(_ items: String) -> String { Self.prefix + items + "]}]}" }

  /// Each item as the list shows it (its name and done mark, kept by the load's scan) and as
  /// the editor reads it (parsed again from where the scan found it).
  private func items(_ items: String) throws -> [[String]] {
    let library = try parse(library(items))
    return (0..<library.itemCount(inFolder: 0)).map { index in
      let item = library.item(at: index, inFolder: 0)
      return [
        library.itemName(at: index, inFolder: 0), "\(library.itemIsDone(at: index, inFolder: 0))",
        item.id, item.name, item.notes, "\(item.done)",
      ]
    }
  }

  @Test("an item reads the same compact as spaced out, reordered, or with more fields")
  func sameItems() throws {
    let read = try items(#"{"id":"a","name":"One \"1\"","notes":"x\ny","done":true}"#)
    #expect(read == [[#"One "1""#, "true", "a", #"One "1""#, "x\ny", "true"]])
    let others = [
      #"{ "id" : "a", "name" : "One \"1\"", "notes" : "x\ny", "done" : true }"#,
      #"{"done":true,"notes":"x\ny","name":"One \"1\"","id":"a"}"#,
      #"{"id":"a","name":"One \"1\"","notes":"x\ny","done":true,"tag":[1]}"#,
    ]
    for other in others { #expect(try items(other) == read, "\(other)") }
  }

  @Test("compact items in a row, done and not, each keep their own fields")
  func manyItems() throws {
    let text = (0..<50).map {
      #"{"id":"i\#($0)","name":"Item \#($0)","notes":"","done":\#($0 % 3 == 0)}"#
    }
    let read = try items(text.joined(separator: ","))
    #expect(
      read
        == (0..<50).map {
          ["Item \($0)", "\($0 % 3 == 0)", "i\($0)", "Item \($0)", "", "\($0 % 3 == 0)"]
        })
  }

  @Test("a bad string in a compact item fails where it is, as in any item")
  func badString() {
    let item = #"{"id":"a","name":"O"# + "\u{1}" + #"","notes":"","done":false}"#
    let column = Self.prefix.utf8.count + #"{"id":"a","name":"O"#.utf8.count + 1
    #expect(
      parseError(library(item))
        == "lib.json:1:\(column): control character U+0001 must be escaped in a string")
  }

  @Test("an item that leaves the layout partway is read field by field, with its errors")
  func leavesTheLayout() {
    let start = Self.prefix.utf8.count + 1
    #expect(
      parseError(library(#"{"id":"a","name":"One","notes":"","done":null}"#))
        == #"lib.json:1:\#(start + 41): "done" must be true or false, found null"#)
    #expect(
      parseError(library(#"{"id":"a","name":"One","notes":"","done":fals}"#))
        == "lib.json:1:\(start + 41): invalid literal (expected false)")
    #expect(
      parseError(library(#"{"id":"a","name":"One","name":"Two","done":false}"#))
        == #"lib.json:1:\#(start + 23): duplicate field "name""#)
    #expect(
      parseError(Self.prefix + #"{"id":"a","name":"One","no"#)
        == "lib.json:1:\(start + 26): unexpected end of file inside a string")
  }
}
