import NavStack
import Testing

/// `.keyboardShortcut`: a key that presses a button from anywhere on its screen.
@MainActor
@Suite("Keyboard shortcuts")
struct KeyboardShortcutTests {
  @Test("a letter with the default Command modifier is Ctrl+letter, shown in the key bar")
  func commandLetter() {
    var saved = 0
    let session = showing {
      VStack(alignment: .leading) {
        Button("Other") {}
        Button("Save") { saved += 1 }.keyboardShortcut("s")
      }
    }
    session.press(.control("s"))
    #expect(saved == 1)
    #expect(session.row(9).contains("^S Save"))
  }

  @Test("a bare key with modifiers: [] is that key")
  func bareKey() {
    var added = 0
    let session = showing {
      VStack(alignment: .leading) {
        Button("Other") {}
        Button("Add") { added += 1 }.keyboardShortcut("a", modifiers: [])
      }
    }
    session.press(.character("a"))
    #expect(added == 1)
  }

  @Test(".defaultAction is Enter: it presses the default button from a text field")
  func defaultAction() {
    var log: [String] = []
    let session = showing {
      VStack(alignment: .leading) {
        TextField("Name", text: .constant(""))
        Button("Other") { log.append("other") }
        Button("Done") { log.append("done") }.keyboardShortcut(.defaultAction)
      }
    }
    session.press(.enter)
    #expect(log == ["done"])
  }

  @Test("Enter on a focused button presses that button first (a terminal's activation)")
  func focusedButtonTakesEnter() {
    var log: [String] = []
    let session = showing {
      VStack(alignment: .leading) {
        Button("Focused") { log.append("focused") }
        Button("Done") { log.append("done") }.keyboardShortcut(.defaultAction)
      }
    }
    #expect(session.isReversed("Focused"))
    session.press(.enter)
    session.press(.character(" "))
    #expect(log == ["focused", "focused"])
  }

  @Test(".cancelAction is Esc: it presses the cancel button instead of going back")
  func cancelAction() {
    var cancelled = 0
    let session = showing {
      Button("Cancel") { cancelled += 1 }.keyboardShortcut(.cancelAction)
    }
    session.press(.escape)
    #expect(cancelled == 1)
  }

  @Test("a disabled button's shortcut does nothing")
  func disabledShortcut() {
    var saved = 0
    let session = showing {
      Button("Save") { saved += 1 }.keyboardShortcut("s").disabled(true)
    }
    session.press(.control("s"))
    #expect(saved == 0)
  }

  @Test("a button under a shortcut that disables itself no longer answers to the shortcut")
  func buttonUnderShortcutDisablesItself() {
    var sent = 0
    let session = showing {
      VStack(alignment: .leading) {
        Text("Message")
        SendOnceButton { sent += 1 }
      }
      .keyboardShortcut("s")
    }
    #expect(session.row(9).contains("^S Send"))
    session.press(.control("s"))
    // Only the button's own view was rebuilt: the shortcut above it stayed as it was.
    session.press(.control("s"))
    #expect(sent == 1)
  }
}

/// A button that disables itself once pressed, by its own state, so that pressing it
/// rebuilds it alone.
private struct SendOnceButton: View {
  let send: () -> Void
  @State private var isSent = false

  var body: some View {
    Button("Send") {
      isSent = true
      send()
    }
    .disabled(isSent)
  }
}
