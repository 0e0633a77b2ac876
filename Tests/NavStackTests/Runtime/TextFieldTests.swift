import NavStack
import Testing

/// `TextField` and `SecureField`: editing keys, the prompt, scrolling, the cursor, `onSubmit`.
@MainActor
@Suite("TextField and SecureField")
struct TextFieldTests {
  @Test("the prompt shows dimmed while the field is empty; typing replaces it")
  func prompt() {
    let session = showing { FieldDemo() }
    #expect(session.row(0) == "› Name   required")
    #expect(session.style(of: "required")?.attributes.contains(.dim) == true)
    session.type("Ann")
    #expect(session.row(0) == "› Name   Ann")
    #expect(session.row(1) == "hello Ann")
  }

  @Test("the terminal cursor sits after the text in the focused field")
  func cursor() {
    let session = showing { FieldDemo() }
    #expect(session.canvas.cursor == Point(x: 9, y: 0))
    session.type("Ann")
    #expect(session.canvas.cursor == Point(x: 12, y: 0))
    session.press(.left, times: 2)
    #expect(session.canvas.cursor == Point(x: 10, y: 0))
  }

  @Test("insert at the cursor, ← → Home End, Backspace and Delete")
  func editingKeys() {
    let session = showing { FieldDemo() }
    session.type("ac")
    session.press(.left)
    session.type("b")
    #expect(session.row(1) == "hello abc")
    session.press(.home)
    session.press(.delete)
    #expect(session.row(1) == "hello bc")
    session.press(.end)
    session.press(.backspace)
    #expect(session.row(1) == "hello b")
    session.press(.right)
    session.type("!")
    #expect(session.row(1) == "hello b!")
  }

  @Test("Ctrl+A Ctrl+E Ctrl+K Ctrl+U Ctrl+W edit as readline does")
  func readlineKeys() {
    let session = showing { FieldDemo() }
    session.type("one two three")
    session.press(.control("w"))
    #expect(session.row(1) == "hello one two")
    session.press(.control("a"))
    session.press(.right, times: 3)
    session.press(.control("k"))
    #expect(session.row(1) == "hello one")
    session.press(.control("e"))
    session.type("!")
    session.press(.left)
    session.press(.control("u"))
    #expect(session.row(1) == "hello !")
  }

  @Test("letters are text, not commands, while a field has focus")
  func lettersAreText() {
    let session = showing { FieldDemo() }
    session.type("quit? hjkl")
    #expect(session.row(1) == "hello quit? hjkl")
    #expect(!session.host.isFinished)
  }

  @Test("wide characters take two cells; the cursor follows")
  func wideCharacters() {
    let session = showing { FieldDemo() }
    session.type("日本")
    #expect(session.row(0) == "› Name   日本")
    #expect(session.canvas.cursor == Point(x: 13, y: 0))
  }

  @Test("a text longer than the box scrolls sideways to keep the cursor in view")
  func horizontalScroll() {
    let session = showing { FieldDemo() }
    let long = "abcdefghijklmnopqrstuvwxyz0123456789"
    session.type(long)
    // The box runs from column 9 to one before the last column: 30 cells.
    #expect(session.row(0) == "› Name   " + long.suffix(29))
    #expect(session.canvas.cursor == Point(x: 38, y: 0))
    session.press(.home)
    #expect(session.row(0) == "› Name   " + long.prefix(30))
    #expect(session.canvas.cursor == Point(x: 9, y: 0))
  }

  @Test("Enter runs onSubmit")
  func submit() {
    let session = showing { FieldDemo() }
    session.type("Ann")
    session.press(.enter)
    #expect(session.row(2) == "sent Ann")
  }

  @Test("a click in the text moves the cursor there")
  func clickMovesCursor() {
    let session = showing { FieldDemo() }
    session.type("abcdef")
    session.click("cdef")
    #expect(session.canvas.cursor == Point(x: 11, y: 0))
    session.type("-")
    #expect(session.row(1) == "hello ab-cdef")
  }

  @Test("↓ and ↑ leave a one-line field for the next or previous view")
  func arrowsMoveFocus() {
    let session = showing {
      VStack(alignment: .leading) {
        TextField("First", text: .constant(""))
        TextField("Second", text: .constant(""))
      }
    }
    #expect(session.row(0).hasPrefix("› First"))
    session.press(.down)
    #expect(session.row(1).hasPrefix("› Second"))
    session.press(.up)
    #expect(session.row(0).hasPrefix("› First"))
  }

  @Test("labelsHidden shows the title as the prompt")
  func labelsHidden() {
    let session = showing { TextField("Search", text: .constant("")).labelsHidden() }
    #expect(session.row(0) == "› Search")
    #expect(session.style(of: "Search")?.attributes.contains(.dim) == true)
  }

  @Test("SecureField draws • for each character and binds the real text")
  func secureField() {
    let session = showing { SecretDemo() }
    session.type("pa55")
    #expect(session.row(0) == "› Password  ••••")
    #expect(session.row(1) == "length 4")
  }

  @Test("a text set elsewhere shows in the field, the cursor at its end")
  func externalChange() {
    let session = showing { FieldDemo() }
    session.type("x")
    session.press(.tab)
    session.press(.enter)
    session.press(.backTab)
    #expect(session.row(0) == "› Name   cleared")
    #expect(session.canvas.cursor == Point(x: 16, y: 0))
  }
}

/// A field, what it holds, what was submitted, and a button that sets it.
struct FieldDemo: View {
  @State private var name = ""
  @State private var submitted = ""

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Name", text: $name, prompt: Text("required"))
        .onSubmit { submitted = name }
      Text("hello \(name)")
      Text("sent \(submitted)")
      Button("Clear") { name = "cleared" }
    }
  }
}

/// A secure field and the length of what it holds.
struct SecretDemo: View {
  @State private var password = ""

  var body: some View {
    VStack(alignment: .leading) {
      SecureField("Password", text: $password)
      Text("length \(password.count)")
    }
  }
}
