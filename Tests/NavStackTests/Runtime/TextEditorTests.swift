import NavStack
import Testing

/// `TextEditor`: multi-line text that wraps, takes Enter as a newline, and moves by lines.
@MainActor
@Suite("TextEditor")
struct TextEditorTests {
  @Test("Enter inserts a newline; the text is bound")
  func newline() {
    let session = showing { EditorDemo() }
    session.type("one")
    session.press(.enter)
    session.type("two")
    #expect(session.row(0) == "lines 2")
    #expect(session.row(1) == "› one")
    #expect(session.row(2) == "  two")
    #expect(session.canvas.cursor == Point(x: 5, y: 2))
  }

  @Test("↑ and ↓ move between lines, keeping the column")
  func lines() {
    let session = showing { EditorDemo() }
    session.type("abcd")
    session.press(.enter)
    session.type("xy")
    session.press(.up)
    session.type("-")
    #expect(session.row(1) == "› ab-cd")
  }

  @Test("long lines wrap at word boundaries to the editor's width")
  func wraps() {
    let session = showing { EditorDemo().frame(width: 140) }
    session.type("alpha beta gamma")
    #expect(session.row(1) == "› alpha beta")
    #expect(session.row(2) == "  gamma")
  }

  @Test("Tab leaves the editor; letters are text while it has focus")
  func tabLeaves() {
    let session = showing { EditorDemo() }
    session.type("q")
    #expect(!session.host.isFinished)
    session.press(.tab)
    #expect(session.isReversed("Done"))
  }
}

/// An editor, its line count above, and a button after it.
struct EditorDemo: View {
  @State private var notes = ""

  var body: some View {
    VStack(alignment: .leading) {
      Text("lines \(notes.split(separator: "\n").count)")
      TextEditor(text: $notes)
      Button("Done") {}
    }
  }
}
