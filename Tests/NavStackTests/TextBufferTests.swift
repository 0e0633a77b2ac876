import NavStack
import TestSupport
import Testing

@Suite("Text buffer")
struct TextBufferTests {
  @Test("inserts and removals read back as the same edits on an array of characters")
  func matchesAnArray() {
    var random = SeededRandom(seed: 7)
    let alphabet: [Character] = ["a", "b", " ", "\n", "日", "é", "👍🏽", "e\u{301}"]
    var buffer = TextBuffer()
    var model: [Character] = []
    for _ in 0..<4_000 {
      if random.int(0...3) == 0 && !model.isEmpty {
        let start = random.int(0...(model.count - 1))
        let end = min(model.count, start + random.int(0...1_500))
        buffer.removeSubrange(start..<end)
        model.removeSubrange(start..<end)
      } else {
        let at = random.int(0...model.count)
        let run = (0..<random.int(1...300)).map { _ in random.pick(alphabet) }
        buffer.insert(contentsOf: run, at: at)
        model.insert(contentsOf: run, at: at)
      }
      #expect(buffer.count == model.count)
    }
    #expect(Array(buffer) == model)
    #expect(buffer.text == String(model))
    #expect(buffer == TextBuffer(String(model)))
  }

  @Test("a long text reads back whole, by offset and by range")
  func longText() {
    let text = String(repeating: "abc 日本\n", count: 2_000)
    let buffer = TextBuffer(text)
    let characters = Array(text)
    #expect(buffer.count == characters.count)
    #expect(buffer.text == text)
    #expect(buffer[4_097] == characters[4_097])
    #expect(buffer.string(in: 1_020..<1_040) == String(characters[1_020..<1_040]))
  }

  @Test("an empty text stays usable after everything is removed")
  func empty() {
    var buffer = TextBuffer("hello")
    buffer.removeSubrange(0..<5)
    #expect(buffer.isEmpty)
    buffer.insert("x", at: 0)
    #expect(buffer.text == "x")
  }
}

@Suite("Text editing keys")
struct TextEditingTests {
  private func edited(_ text: String, cursor: Int, _ keys: [Key]) -> (String, Int) {
    var editing = TextEditing(text)
    editing.cursor = cursor
    for key in keys { _ = editing.apply(key, multiline: true) }
    return (editing.text, editing.cursor)
  }

  @Test("typing, deleting and readline's kills, each reported as one edit")
  func keys() {
    #expect(edited("ac", cursor: 1, [.character("b")]) == ("abc", 2))
    #expect(edited("abc", cursor: 2, [.backspace]) == ("ac", 1))
    #expect(edited("abc", cursor: 0, [.delete]) == ("bc", 0))
    #expect(edited("one two\nthree", cursor: 4, [.control("k")]) == ("one \nthree", 4))
    #expect(edited("one\ntwo three", cursor: 8, [.control("u")]) == ("one\nthree", 4))
    #expect(edited("one two  ", cursor: 9, [.control("w")]) == ("one ", 4))
    #expect(edited("ab", cursor: 1, [.enter]) == ("a\nb", 2))
    var editing = TextEditing("abc")
    _ = editing.apply(.backspace)
    #expect(editing.lastEdit == TextEdit(range: 2..<3, insertedCount: 0))
    _ = editing.apply(.left)
    #expect(editing.lastEdit == nil)
  }

  @Test("cursor moves: by character, to the line's ends, across wide characters")
  func moves() {
    #expect(edited("日本語", cursor: 0, [.right, .right]).1 == 2)
    #expect(edited("one\ntwo\nsix", cursor: 5, [.home]).1 == 4)
    #expect(edited("one\ntwo\nsix", cursor: 5, [.end]).1 == 7)
    #expect(edited("ab", cursor: 0, [.left, .left]).1 == 0)
  }
}
