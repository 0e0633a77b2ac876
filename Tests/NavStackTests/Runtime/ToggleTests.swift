import NavStack
import Testing

/// `Toggle`: a checkbox with its label in the label column; Space, Enter or a click flips it.
@MainActor
@Suite("Toggle")
struct ToggleTests {
  @Test("draws [ ] or [x] after its label; Space, Enter and a click flip it")
  func flips() {
    let session = showing { ToggleDemo() }
    #expect(session.row(0) == "› Done   [ ]")
    #expect(session.row(1) == "not done")
    session.press(.character(" "))
    #expect(session.row(0) == "› Done   [x]")
    #expect(session.row(1) == "done")
    session.press(.enter)
    #expect(session.row(0) == "› Done   [ ]")
    session.click("[ ]")
    #expect(session.row(0) == "› Done   [x]")
  }

  @Test("focus shows as the › marker and the box in reverse video")
  func focus() {
    let session = showing { ToggleDemo() }
    #expect(session.isReversed("[ ]"))
    #expect(session.style(of: "Done")?.attributes.contains(.bold) == true)
  }

  @Test("the label-builder form and labelsHidden")
  func labelBuilder() {
    let session = showing {
      VStack(alignment: .leading) {
        Toggle(isOn: .constant(true)) { Label("Starred", systemImage: "star") }
        Toggle("Hidden label", isOn: .constant(false)).labelsHidden()
      }
    }
    #expect(session.row(0) == "› ☆ Starred  [x]")
    #expect(session.row(1) == "  [ ]")
  }

  @Test("a disabled toggle does not flip and is not focusable")
  func disabled() {
    let session = showing { ToggleDemo().disabled(true) }
    session.press(.character(" "))
    session.click("[ ]")
    #expect(session.row(0) == "  Done   [ ]")
  }
}

/// A toggle and the text it drives.
struct ToggleDemo: View {
  @State private var done = false

  var body: some View {
    VStack(alignment: .leading) {
      Toggle("Done", isOn: $done)
      Text(done ? "done" : "not done")
    }
  }
}
