import NavStack
import NavStackTesting
import Testing

/// Focus in reading order: Tab and Shift+Tab go round, ↑ and ↓ stop at the ends; focus is
/// drawn in reverse video; Enter, Space or a click activates.
@MainActor
@Suite("Focus order and activation")
struct FocusOrderTests {
  private func grid(_ log: @escaping @MainActor (String) -> Void) -> ViewSession {
    showing {
      VStack(alignment: .leading) {
        Button("One") { log("one") }
        HStack {
          Button("Two") { log("two") }
          Button("Three") { log("three") }
        }
        Text("not focusable")
        Button("Four") { log("four") }
      }
    }
  }

  private func focused(_ session: ViewSession) -> String? {
    ["One", "Two", "Three", "Four"].first { session.isReversed($0) }
  }

  @Test("the first view in reading order starts focused")
  func initialFocus() {
    let session = grid { _ in }
    #expect(focused(session) == "One")
  }

  @Test("Tab moves in reading order, left to right then down, and wraps")
  func tab() {
    let session = grid { _ in }
    var seen: [String?] = []
    for _ in 0..<4 {
      session.press(.tab)
      seen.append(focused(session))
    }
    #expect(seen == ["Two", "Three", "Four", "One"])
  }

  @Test("Shift+Tab moves backwards and wraps")
  func backTab() {
    let session = grid { _ in }
    session.press(.backTab)
    #expect(focused(session) == "Four")
    session.press(.backTab)
    #expect(focused(session) == "Three")
  }

  @Test("↓ and ↑ move in reading order and stop at the ends; j and k too")
  func arrows() {
    let session = grid { _ in }
    session.press(.up)
    #expect(focused(session) == "One")
    session.press(.down, times: 2)
    #expect(focused(session) == "Three")
    session.press(.down, times: 5)
    #expect(focused(session) == "Four")
    session.press(.character("k"))
    #expect(focused(session) == "Three")
    session.press(.character("j"))
    #expect(focused(session) == "Four")
  }

  @Test("Enter and Space activate the focused view; a click activates and focuses")
  func activation() {
    var log: [String] = []
    let session = grid { log.append($0) }
    session.press(.tab)
    session.press(.enter)
    session.press(.tab)
    session.press(.character(" "))
    session.click("Four")
    #expect(log == ["two", "three", "four"])
    #expect(focused(session) == "Four")
  }

  @Test("a click on text that is not focusable does nothing")
  func clickOnPlainText() {
    var log: [String] = []
    let session = grid { log.append($0) }
    session.click("not focusable")
    #expect(log.isEmpty)
    #expect(focused(session) == "One")
  }
}
