import NavStack
import Testing

/// `Button` in content: its forms, its roles, and activation by Enter, Space and a click.
@MainActor
@Suite("Button")
struct ButtonTests {
  @Test("a title button draws its title; Enter, Space and a click run the action")
  func activation() {
    var count = 0
    let session = showing { Button("Press") { count += 1 } }
    #expect(session.row(0) == "Press")
    #expect(session.isReversed("Press"))
    session.press(.enter)
    session.press(.character(" "))
    #expect(session.click("Press"))
    #expect(count == 3)
  }

  @Test("action:label: draws the built label")
  func builtLabel() {
    var count = 0
    let session = showing {
      Button {
        count += 1
      } label: {
        Label("Add", systemImage: "plus")
      }
    }
    #expect(session.row(0) == "+ Add")
    session.click("Add")
    #expect(count == 1)
  }

  @Test("a destructive button is drawn in the destructive colour; others in the accent")
  func roles() {
    let session = showing {
      VStack(alignment: .leading) {
        Button("Delete", role: .destructive) {}
        Button("Cancel", role: .cancel) {}
        Button("Plain") {}
      }
    }
    #expect(session.style(of: "Delete")?.role == .destructive)
    #expect(session.style(of: "Cancel")?.role == .accent)
    #expect(session.style(of: "Plain")?.role == .accent)
  }

  @Test("a button's action can change state the screen shows")
  func stateChange() {
    let session = showing { CounterView() }
    #expect(session.row(1) == "count 0")
    session.press(.enter)
    session.press(.enter)
    #expect(session.row(1) == "count 2")
  }
}

/// A button and the count it raises.
struct CounterView: View {
  @State private var count = 0

  var body: some View {
    VStack(alignment: .leading) {
      Button("More") { count += 1 }
      Text("count \(count)")
    }
  }
}
