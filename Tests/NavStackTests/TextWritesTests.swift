import NavStackTesting
import TestSupport
import Testing

@testable import NavStack

/// A string that counts how often a binding sets it.
@MainActor
final class CountedText {
  var value: String
  private(set) var writes = 0

  init(_ value: String) { self.value = value }

  var binding: Binding<String> {
    Binding(
      get: { self.value },
      set: {
        self.value = $0; self.writes += 1
      })
  }
}

@MainActor
@Suite("Text writes: a binding gets the text as shown without a key costing the text's size")
struct TextWritesTests {
  @Test("edits written over the last string give the buffer's text, bytes and all")
  func spans() {
    var random = SeededRandom(seed: 11)
    let alphabet: [Character] = ["a", " ", "\n", "日", "é", "👍🏽", "\u{301}"]
    var old = String(repeating: "ab 日\n", count: 600)
    var buffer = TextBuffer(old)
    for _ in 0..<300 {
      var span: EditedSpan?
      for _ in 0..<random.int(1...6) {
        let at = random.int(0...buffer.count)
        let edit: TextEdit
        if random.int(0...2) == 0 && at < buffer.count {
          let end = min(buffer.count, at + random.int(1...40))
          buffer.removeSubrange(at..<end)
          edit = TextEdit(range: at..<end, insertedCount: 0)
        } else {
          let run = (0..<random.int(1...30)).map { _ in random.pick(alphabet) }
          buffer.insert(contentsOf: run, at: at)
          edit = TextEdit(range: at..<at, insertedCount: run.count)
        }
        if span == nil { span = EditedSpan(edit, count: buffer.count) }
        span?.add(edit, count: buffer.count)
      }
      let text = span?.applied(to: old, from: buffer) ?? old
      // Bytes, not `==`, which would take a combining mark typed alone as its letter's.
      #expect(Array(text.utf8) == Array(buffer.text.utf8))
      let offset = random.int(0...buffer.count)
      #expect(buffer.utf8Offset(of: offset) == buffer.string(in: 0..<offset).utf8.count)
      #expect(buffer.utf8Count == text.utf8.count)
      old = text
    }
  }

  @Test("a short text is written on every key, as SwiftUI's editor writes its binding")
  func shortText() {
    let note = CountedText("note")
    let area = TextArea("", text: note.binding)
    area.isFocused = true
    for character in "abc" {
      _ = area.handle(.character(character))
      area.commitIfDue()
    }
    #expect(note.writes == 3)
    #expect(note.value == "abcnote")
    #expect(!area.hasPendingEdits)
  }

  @Test("a long text is written at the first key, then every few, not on every key")
  func longText() {
    let long = String(repeating: "lorem ipsum dolor sit amet\n", count: 20_000)
    let note = CountedText(long)
    let area = TextArea("", text: note.binding)
    area.isFocused = true
    for _ in 0..<100 {
      _ = area.handle(.character("x"))
      area.commitIfDue()
    }
    // 540 KB: the first key, then one write per 540 KB ÷ 32 KB = 17 keys.
    #expect(note.writes >= 2 && note.writes <= 1 + 100 / 16)
    #expect(area.hasPendingEdits)
    // A key goes to the focused area first; a click goes elsewhere, so the edits go first.
    TextArea.commitPendingEdits(before: .key(.character("y")))
    #expect(area.hasPendingEdits)
    TextArea.commitPendingEdits(before: .mouse(MouseEvent(.click, at: Point(x: 0, y: 0))))
    #expect(!area.hasPendingEdits)
    #expect(note.value == String(repeating: "x", count: 100) + long)
  }

  @Test("Ctrl+C, which asks to quit before any view sees it, has the edits written first")
  func interrupt() {
    let note = CountedText(String(repeating: "word ", count: 40_000))
    let area = TextArea("", text: note.binding)
    area.isFocused = true
    for key in [Key.character("a"), .character("b")] {
      _ = area.handle(key)
      area.commitIfDue()
    }
    #expect(note.value.hasPrefix("a") && !note.value.hasPrefix("ab"))
    TextArea.commitPendingEdits(before: .key(.control("c")))
    #expect(note.value.hasPrefix("abword"))
  }

  @Test("edits far apart are written before the cursor starts the second")
  func farApart() {
    let long = String(repeating: "line of text\n", count: 10_000)
    let note = CountedText(long)
    let area = TextArea("", text: note.binding)
    area.isFocused = true
    for key in [Key.character("a"), .character("b"), .modified(.end, .control)] {
      _ = area.handle(key)
      area.commitIfDue()
    }
    #expect(!note.value.hasPrefix("ab"))
    _ = area.handle(.character("z"))
    #expect(note.value == "ab" + long)
    area.commit()
    #expect(note.value == "ab" + long + "z")
  }

  @Test("in a view, Tab leaves the editor with the text written, however long it is")
  func tabWrites() {
    let long = String(repeating: "some words on a line\n", count: 5_000)
    let note = CountedText(long)
    let session = showing { TextEditor(text: note.binding) }
    session.type("hello")
    #expect(note.writes < 5)
    session.press(.tab)
    #expect(note.value == "hello" + long)
  }

  @Test("a pause in typing writes what was held back, so a view showing the text catches up")
  func pause() {
    let session = showing { LongEditorDemo() }
    #expect(session.row(0) == "lines 10000")
    session.type("one")
    session.press(.enter)
    session.type("two")
    // The first key was written at once; in 270 KB the next nine are held back.
    #expect(session.row(0) == "lines 10000")
    session.sleep(milliseconds: TextArea.pauseMilliseconds)
    #expect(session.row(0) == "lines 10001")
  }
}

/// A long text in an editor, with its line count above.
struct LongEditorDemo: View {
  @State private var notes = String(repeating: "a line of text, some words\n", count: 10_000)

  var body: some View {
    VStack(alignment: .leading) {
      Text("lines \(notes.split(separator: "\n").count)")
      TextEditor(text: $notes)
    }
  }
}
