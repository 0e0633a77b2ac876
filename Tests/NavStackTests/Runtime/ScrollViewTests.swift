import NavStack
import NavStackTesting
import Testing

/// `ScrollView`: content taller than its box scrolls to keep focus in sight; PgUp and PgDn
/// page; text alone scrolls as a pager.
@MainActor
@Suite("ScrollView")
struct ScrollViewTests {
  private func rows(_ pressed: @escaping @MainActor (String) -> Void = { _ in }) -> ViewSession {
    showing {
      ScrollView {
        VStack(alignment: .leading) {
          Button("Row 1") { pressed("Row 1") }
          Button("Row 2") { pressed("Row 2") }
          Button("Row 3") { pressed("Row 3") }
          Button("Row 4") { pressed("Row 4") }
          Button("Row 5") { pressed("Row 5") }
          Button("Row 6") { pressed("Row 6") }
          Button("Row 7") { pressed("Row 7") }
          Button("Row 8") { pressed("Row 8") }
          Button("Row 9") { pressed("Row 9") }
          Button("Row 10") { pressed("Row 10") }
          Button("Row 11") { pressed("Row 11") }
          Button("Row 12") { pressed("Row 12") }
        }
      }
    }
  }

  @Test("shows the top of the content and a scroll indicator whose thumb is at the top")
  func top() {
    let session = rows()
    #expect(session.row(0).hasPrefix("Row 1"))
    #expect(session.row(0).hasSuffix("┃"))
    #expect(session.row(8).hasPrefix("Row 9"))
    #expect(session.row(8).hasSuffix("│"))
    #expect(!session.text.contains("Row 10"))
  }

  @Test("moving focus past the bottom scrolls the focused row into sight")
  func followsFocus() {
    let session = rows()
    session.press(.down, times: 10)
    #expect(session.isReversed("Row 11"))
    #expect(session.row(8).hasPrefix("Row 11"))
    #expect(session.row(0).hasPrefix("Row 3"))
    #expect(session.row(0).hasSuffix("│"))
    session.press(.tab)
    #expect(session.row(8).hasPrefix("Row 12"))
  }

  @Test("PgDn and PgUp scroll a page and focus the first row in sight")
  func paging() {
    let session = rows()
    session.press(.pageDown)
    #expect(session.row(0).hasPrefix("Row 4"))
    #expect(session.isReversed("Row 4"))
    session.press(.pageUp)
    #expect(session.row(0).hasPrefix("Row 1"))
    #expect(session.isReversed("Row 1"))
  }

  @Test("a click on a row in sight activates it after scrolling")
  func clickAfterScroll() {
    var pressed: [String] = []
    let session = rows { pressed.append($0) }
    session.press(.pageDown)
    #expect(session.row(0).hasPrefix("Row 4"))
    #expect(session.click("Row 10"))
    #expect(pressed == ["Row 10"])
  }

  @Test("text alone scrolls line by line on ↑ ↓ and by pages on PgUp PgDn")
  func pager() {
    let session = showing {
      ScrollView {
        VStack(alignment: .leading) {
          Text("Line 1")
          Text("Line 2")
          Text("Line 3")
          Text("Line 4")
          Text("Line 5")
          Text("Line 6")
          Text("Line 7")
          Text("Line 8")
          Text("Line 9")
          Text("Line 10")
          Text("Line 11")
        }
      }
    }
    session.press(.down)
    #expect(session.row(0).hasPrefix("Line 2"))
    session.press(.end)
    #expect(session.row(8).hasPrefix("Line 11"))
    session.press(.home)
    #expect(session.row(0).hasPrefix("Line 1"))
  }

  @Test("content that fits draws as it is, with no indicators")
  func fits() {
    let session = showing {
      ScrollView {
        Text("short")
      }
    }
    #expect(session.row(0) == "short")
    #expect(!session.text.contains("│"))
  }
}
