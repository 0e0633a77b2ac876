import NavStack
import TestSupport
import Testing

@Suite("Wrapped lines")
struct WrappedLinesTests {
  /// The wrapping as Notes had it before rows were kept between keys: the reference the
  /// incremental rows must equal.
  private func referenceRows(_ characters: [Character], width: Int) -> [Range<Int>] {
    var rows: [Range<Int>] = []
    var start = 0
    var cells = 0
    var lastSpace: Int?
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "\n" {
        rows.append(start..<index)
        start = index + 1
        cells = 0
        lastSpace = nil
        index += 1
        continue
      }
      let w = Sanitizer.safe(character).cellWidth
      if cells + w > width && index > start {
        if character == " " {
          rows.append(start..<(index + 1))
          start = index + 1
          cells = 0
          lastSpace = nil
          index += 1
          continue
        }
        let end = lastSpace.map { $0 + 1 } ?? index
        rows.append(start..<end)
        start = end
        cells = characters[start..<index].reduce(0) { $0 + Sanitizer.safe($1).cellWidth }
        lastSpace = nil
      }
      if character == " " { lastSpace = index }
      cells += w
      index += 1
    }
    rows.append(start..<characters.count)
    return rows
  }

  @Test("a fresh wrap equals the old wrapping, wide characters and marks included")
  func freshWrap() {
    for text in [
      "Review with the team on Monday.", "aaaa bbbb", "abcdefghij", "one\ntwo", "日本語のメモ", "",
      " abc日x", "a\u{301}b\u{301} c d\n\n\ne", "👍🏽👍🏽 👍🏽 tab\tbell\u{7}",
    ] {
      for width in 1...12 {
        let rows = WrappedLines(TextBuffer(text), width: width).rows
        #expect(rows == referenceRows(Array(text), width: width), "\(text) at \(width)")
      }
    }
  }

  @Test("after every edit, the kept rows equal a fresh wrap of the edited text")
  func incremental() {
    var random = SeededRandom(seed: 11)
    let alphabet: [Character] = ["a", "b", "c", " ", " ", "\n", "日", "\u{301}", "x"]
    for width in [1, 3, 7, 20] {
      var editing = TextEditing(String(repeating: "lorem ipsum dolor 日本 sit\n", count: 40))
      var lines = WrappedLines(editing.characters, width: width)
      let keys: [Key] = [.backspace, .delete, .enter, .control("k"), .control("w"), .control("u")]
      for _ in 0..<600 {
        editing.cursor = random.int(0...editing.characters.count)
        let key = random.int(0...2) == 0 ? random.pick(keys) : .character(random.pick(alphabet))
        _ = editing.apply(key, multiline: true)
        if let edit = editing.lastEdit { lines.apply(edit, to: editing.characters) }
        #expect(lines.rows == referenceRows(Array(editing.characters), width: width))
      }
    }
  }

  @Test("the cursor's row: at a break, the row the offset starts")
  func cursorRow() {
    let lines = WrappedLines(TextBuffer("aaaa bbbb\ncc"), width: 4)
    #expect(lines.rows == [0..<5, 5..<9, 10..<12])
    #expect(lines.row(containing: 4) == 0)
    #expect(lines.row(containing: 5) == 1)
    #expect(lines.row(containing: 9) == 1)
    #expect(lines.row(containing: 12) == 2)
  }
}
