import Testing

@testable import NotebookStore

@Suite("Malformed libraries")
struct MalformedTests {
  private static let valid = """
    {"version":1,"folders":[{"id":"f","name":"Work","items":[
    {"id":"a","name":"One","notes":"","done":false}]}]}
    """

  @Test("an empty file")
  func empty() {
    #expect(parseError("") == "lib.json: file is empty")
    #expect(parseError(" \n\t ") == "lib.json: file is empty")
  }

  @Test("a truncated file names the end of file and what was expected")
  func truncated() {
    #expect(
      parseError(String(Self.valid.prefix(38)))
        == "lib.json:1:39: unexpected end of file inside a string")
    #expect(
      parseError(String(Self.valid.prefix(40)))
        == "lib.json:1:41: unexpected end of file, expected ':'")
    #expect(
      parseError(#"{"version":1,"folders":["#)
        == "lib.json:1:25: unexpected end of file, expected a folder object")
    #expect(
      parseError(#"{"version":1"#)
        == "lib.json:1:13: unexpected end of file, expected ',' or '}'")
    #expect(
      parseError(#"{"version":"#)
        == "lib.json:1:12: unexpected end of file, expected a value")
    #expect(parseError("{") == "lib.json:1:2: unexpected end of file, expected a field name or '}'")
  }

  @Test("trailing garbage after the document")
  func trailing() {
    #expect(
      parseError(#"{"version":1,"folders":[]} x"#)
        == "lib.json:1:28: unexpected 'x' after the end of the library")
    #expect(
      parseError("{\"version\":1,\"folders\":[]}\n}")
        == "lib.json:2:1: unexpected '}' after the end of the library")
  }

  @Test("a version other than 1")
  func wrongVersion() {
    #expect(
      parseError(#"{"version":2,"folders":[]}"#)
        == "lib.json:1:12: unsupported version 2 (expected 1)")
    #expect(
      parseError(#"{"folders":[],"version":1.0}"#)
        == "lib.json:1:25: unsupported version 1.0 (expected 1)")
    #expect(
      parseError(#"{"version":"1","folders":[]}"#)
        == #"lib.json:1:12: "version" must be a number, found a string"#)
  }

  @Test("missing required fields")
  func missingFields() {
    #expect(
      parseError(#"{"version":1}"#)
        == #"lib.json:1:1: library is missing required field "folders""#)
    #expect(
      parseError(#"{"folders":[]}"#)
        == #"lib.json:1:1: library is missing required field "version""#)
    #expect(
      parseError("{\"version\":1,\"folders\":[\n  {\"id\":\"f\",\"items\":[]}]}")
        == #"lib.json:2:3: folder is missing required field "name""#)
    #expect(
      parseError(#"{"version":1,"folders":[{"id":"f","name":"F"}]}"#)
        == #"lib.json:1:25: folder is missing required field "items""#)
    let noName = """
      {"version":1,"folders":[{"id":"f","name":"Work","items":[
        {"id":"a","notes":"","done":false}]}]}
      """
    #expect(parseError(noName) == #"lib.json:2:3: item is missing required field "name""#)
    #expect(
      parseError(#"{"version":1,"folders":[{"id":"f","name":"F","items":[{"name":"x"}]}]}"#)
        == #"lib.json:1:55: item is missing required field "id""#)
  }

  @Test("fields of the wrong type")
  func wrongTypes() {
    let doneYes = """
      {"version":1,"folders":[{"id":"f","name":"Work","items":[
        {"id":"a","name":"One","notes":"","done":"yes"}]}]}
      """
    #expect(parseError(doneYes) == #"lib.json:2:44: "done" must be true or false, found a string"#)
    #expect(
      parseError(#"{"version":1,"folders":{}}"#)
        == #"lib.json:1:24: "folders" must be an array, found an object"#)
    #expect(
      parseError(#"{"version":1,"folders":[{"id":"f","name":7,"items":[]}]}"#)
        == #"lib.json:1:42: "name" must be a string, found a number"#)
    #expect(
      parseError(#"{"version":1,"folders":[{"id":"f","name":"F","items":null}]}"#)
        == #"lib.json:1:54: "items" must be an array, found null"#)
    #expect(
      parseError(#"{"version":1,"folders":["Work"]}"#)
        == "lib.json:1:25: each folder must be an object, found a string")
    #expect(
      parseError(#"{"version":1,"folders":[{"id":"f","name":"F","items":[[]]}]}"#)
        == "lib.json:1:55: each item must be an object, found an array")
    #expect(
      parseError(#"["version",1]"#)
        == "lib.json:1:1: expected '{' at the start of the library, found '['")
  }

  @Test("a field given twice")
  func duplicate() {
    let twice = #"{"version":1,"folders":[{"id":"f","name":"F","n\u0061me":"G","items":[]}]}"#
    #expect(parseError(twice) == #"lib.json:1:46: duplicate field "name""#)
  }

  @Test("two folders sharing an id, or two items of one folder, name both places")
  func repeatedIDs() {
    let folders = """
      {"version":1,"folders":[{"id":"f1","name":"Work","items":[]},
      {"id":"f2","name":"Home","items":[]},{"id":"f\\u0031","name":"Copy","items":[]}]}
      """
    #expect(
      parseError(folders)
        == #"lib.json:2:44: duplicate folder id "f1" (first used at line 1, column 31)"#)
    let items = """
      {"version":1,"folders":[{"id":"f1","name":"Work","items":[
        {"id":"a","name":"One","notes":"","done":false},
        {"name":"Two","id":"b"},
        {"name":"Three","id":"a","done":true}]}]}
      """
    #expect(
      parseError(items)
        == #"lib.json:4:24: duplicate item id "a" in folder "Work" (first used at line 2, column 9)"#
    )
    let long =
      #"{"version":1,"folders":[{"id":"f","name":"W","items":[{"id":"0123456789abcdefXYZ","name":"a"},{"id":"0123456789abcdefXYz","name":"b"},{"id":"0123456789abcdef\u0058YZ","name":"c"}]}]}"#
    #expect(
      parseError(long)
        == #"lib.json:1:141: duplicate item id "0123456789abcdefXYZ" in folder "W" (first used at line 1, column 61)"#
    )
    // Items of different folders, and a folder and an item, may share an id.
    let apart = """
      {"version":1,"folders":[{"id":"a","name":"Work","items":[{"id":"a","name":"One"}]},
      {"id":"b","name":"Home","items":[{"id":"a","name":"One"},{"id":"b","name":"Two"}]}]}
      """
    #expect(parseError(apart) == nil)
  }

  @Test("a repeated id is found among many, whatever its place")
  func repeatedIDAmongMany() {
    var text = #"{"version":1,"folders":[{"id":"f","name":"Big","items":["#
    for index in 0..<100_000 {
      text += (index > 0 ? "," : "") + #"{"id":"i\#(index)","name":"x","notes":"","done":false}"#
    }
    #expect(parseError(text + "]}]}") == nil)
    let repeated = text + #",{"id":"i84321","name":"y"}]}]}"#
    #expect(
      parseError(repeated)?.hasSuffix(
        #"duplicate item id "i84321" in folder "Big" (first used "#
          + "at line 1, column \(text.components(separatedBy: #""i84321""#)[0].count + 1))") == true
    )
  }

  @Test("invalid UTF-8 names the byte and its place")
  func invalidUTF8() {
    var bytes = Array(#"{"version":1,"folders":[{"id":"f","name":"Caf"#.utf8)
    bytes += [0xC3, 0x28]
    bytes += Array(#"","items":[]}]}"#.utf8)
    #expect(parseError(bytes) == "lib.json:1:46: invalid UTF-8 (byte 0xC3)")
    let overlong = Array(#"{"version":1,"folders":[],"x":""#.utf8) + [0xC0, 0xAF, 0x22, 0x7D]
    #expect(parseError(overlong) == "lib.json:1:32: invalid UTF-8 (byte 0xC0)")
    let surrogate =
      Array(#"{"version":1,"folders":[],"x":""#.utf8) + [0xED, 0xA0, 0x80, 0x22, 0x7D]
    #expect(parseError(surrogate) == "lib.json:1:32: invalid UTF-8 (byte 0xED)")
    let stray = Array(#"{"version":1,"folders":[]}"#.utf8) + [0xFF]
    #expect(parseError(stray) == "lib.json:1:27: unexpected byte 0xFF after the end of the library")
  }

  @Test("bad escapes and raw control characters in strings")
  func badEscapes() {
    #expect(
      parseError(#"{"version":1,"folders":[],"x":"a\qb"}"#)
        == #"lib.json:1:33: invalid escape '\q' in string"#)
    #expect(
      parseError(#"{"version":1,"folders":[],"x":"\u12G4"}"#)
        == #"lib.json:1:32: invalid \u escape (expected 4 hex digits)"#)
    #expect(
      parseError(#"{"version":1,"folders":[],"x":"\ud800x"}"#)
        == #"lib.json:1:32: unpaired surrogate \uD800 in string"#)
    #expect(
      parseError(#"{"version":1,"folders":[],"x":"\udc00"}"#)
        == #"lib.json:1:32: unpaired surrogate \uDC00 in string"#)
    #expect(
      parseError("{\"version\":1,\"folders\":[],\"x\":\"a\nb\"}")
        == "lib.json:1:33: control character U+000A must be escaped in a string")
    #expect(
      parseError("{\"version\":1,\"folders\":[],\"x\":\"\\\n\"}")
        == #"lib.json:1:32: invalid escape (\ followed by byte 0x0A) in string"#)
  }

  @Test("bad numbers and literals in unknown fields")
  func badScalars() {
    #expect(
      parseError(#"{"version":1,"folders":[],"x":01}"#)
        == "lib.json:1:31: invalid number: leading zero")
    #expect(
      parseError(#"{"version":1,"folders":[],"x":1.}"#)
        == "lib.json:1:33: invalid number: expected a digit, found '}'")
    #expect(
      parseError(#"{"version":1,"folders":[],"x":-}"#)
        == "lib.json:1:32: invalid number: expected a digit, found '}'")
    #expect(
      parseError(#"{"version":1,"folders":[],"x":tru}"#)
        == "lib.json:1:31: invalid literal (expected true)")
    #expect(
      parseError(#"{"version":1,"folders":[],"x":[1,]}"#)
        == "lib.json:1:34: expected a value, found ']'")
    #expect(
      parseError(#"{"version":1,"folders":[],"x":{"a" 1}}"#)
        == "lib.json:1:36: expected ':', found '1'")
    #expect(
      parseError(#"{"version":1,"folders":[],}"#)
        == "lib.json:1:27: expected a field name, found '}'")
  }

  @Test("deep nesting stops at 512 levels with an error, not a crash")
  func deepNesting() {
    let deep = #"{"version":1,"folders":[],"x":"# + String(repeating: "[", count: 100_000)
    #expect(parseError(deep) == "lib.json:1:542: nesting deeper than 512 levels")
    let objects = #"{"version":1,"folders":[],"x":"# + String(repeating: #"{"a":"#, count: 600)
    #expect(parseError(objects) == "lib.json:1:2586: nesting deeper than 512 levels")
    let allowed =
      #"{"version":1,"folders":[],"x":"# + String(repeating: "[", count: 511)
      + String(repeating: "]", count: 511) + "}"
    #expect(parseError(allowed) == nil)
  }

  @Test("an unreadable path: a directory, or a file that does not exist")
  func unreadable() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    #expect(
      throws: LibraryError(path: directory.path, reason: "not a regular file (a directory)")
    ) {
      try LibraryStore.load(from: directory.path)
    }
    let missing = directory.file("missing.json")
    #expect(throws: LibraryError(path: missing, reason: "cannot read: No such file or directory")) {
      try LibraryStore.load(from: missing)
    }
  }

  @Test("errors are one line, with or without a place")
  func oneLine() {
    let placed = LibraryError(path: "p.json", line: 3, column: 7, reason: "bad\nthing\r")
    #expect(placed.description == "p.json:3:7: bad thing ")
    #expect(LibraryError(path: "p.json", reason: "gone").description == "p.json: gone")
  }
}
