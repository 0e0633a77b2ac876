import NavStack
import Testing

/// `VStack`, `HStack`, `ZStack`, `Spacer` and `Divider`: alignment and spacing in cells.
@MainActor
@Suite("Stacks, Spacer and Divider")
struct StackTests {
  @Test("VStack lines children up by its alignment; no spacing by default")
  func vstackAlignment() {
    let leading = showing {
      VStack(alignment: .leading) {
        Text("a")
        Text("bbb")
      }
    }
    #expect(leading.row(0) == "a")
    #expect(leading.row(1) == "bbb")
    let trailing = showing {
      VStack(alignment: .trailing) {
        Text("a")
        Text("bbb")
      }
    }
    #expect(trailing.row(0) == "  a")
    let center = showing {
      VStack {
        Text("a")
        Text("bbb")
      }
    }
    #expect(center.row(0) == " a")
  }

  @Test("VStack spacing is in points, a row each 20")
  func vstackSpacing() {
    let session = showing {
      VStack(spacing: 20) {
        Text("a")
        Text("b")
      }
    }
    #expect(session.row(0) == "a")
    #expect(session.row(1) == "")
    #expect(session.row(2) == "b")
  }

  @Test("HStack puts one column between children by default, or its spacing")
  func hstackSpacing() {
    let session = showing {
      VStack(alignment: .leading) {
        HStack {
          Text("a")
          Text("b")
        }
        HStack(spacing: 30) {
          Text("a")
          Text("b")
        }
        HStack(spacing: 0) {
          Text("a")
          Text("b")
        }
      }
    }
    #expect(session.row(0) == "a b")
    #expect(session.row(1) == "a   b")
    #expect(session.row(2) == "ab")
  }

  @Test("HStack lines children up vertically by its alignment")
  func hstackAlignment() {
    let column = VStack {
      Text("1")
      Text("2")
      Text("3")
    }
    let bottom = showing {
      HStack(alignment: .bottom) {
        Text("a")
        column
      }
    }
    #expect(bottom.row(0) == "  1")
    #expect(bottom.row(2) == "a 3")
    let top = showing {
      HStack(alignment: .top) {
        Text("a")
        column
      }
    }
    #expect(top.row(0) == "a 1")
    let center = showing {
      HStack {
        Text("a")
        column
      }
    }
    #expect(center.row(1) == "a 2")
  }

  @Test("a newline in Text starts a new line, as in SwiftUI")
  func newlineInText() {
    let session = showing { Text("1\n2") }
    #expect(session.row(0) == "1")
    #expect(session.row(1) == "2")
    let controls = showing { Text("a\tb\nc\u{7}") }
    #expect(controls.row(1).hasPrefix("c"), "the other control characters stay visible")
    #expect(!controls.text.contains("\u{7}"))
  }

  @Test("ZStack draws later children above, placed by its alignment")
  func zstack() {
    let centred = showing {
      ZStack {
        Text("xxxxx")
        Text("y")
      }
    }
    #expect(centred.row(0) == "xxyxx")
    let corner = showing {
      ZStack(alignment: .topLeading) {
        Text("xxxxx")
        Text("y")
      }
    }
    #expect(corner.row(0) == "yxxxx")
  }

  @Test("Spacer takes the space its stack has left")
  func spacer() {
    let session = showing {
      HStack {
        Text("L")
        Spacer()
        Text("R")
      }.frame(width: 100)
    }
    #expect(session.row(0) == "L        R")
  }

  @Test("Divider is a row of ─ across its column")
  func divider() {
    let session = showing {
      VStack {
        Text("above")
        Divider()
        Text("below")
      }.frame(width: 50)
    }
    #expect(session.row(0) == "above")
    #expect(session.row(1) == "─────")
    #expect(session.row(2) == "below")
  }

  @Test("a stack gives its children their ideal sizes before its spacers take any space")
  func spacersTakeWhatIsLeft() {
    // Ten rows above the key bar: seven of views, one for each spacer.
    let session = showing(Size(width: 40, height: 11)) {
      VStack {
        Spacer()
        Text("Title")
        Spacer()
        VStack {
          ForEach(1..<4) { row in
            VStack {
              Text("row \(row)")
              Text("line \(row)")
            }
          }
        }
        Spacer()
      }
    }
    #expect(session.row(1) == "Title")
    #expect(
      (3...8).map { session.row($0) } == [
        "row 1", "line 1", "row 2", "line 2", "row 3", "line 3",
      ])
    let row = showing {
      HStack {
        Spacer()
        Text("a b c d e f")
        Spacer()
        Text("g")
      }
      .frame(width: 200)
    }
    #expect(row.row(0) == "    a b c d e f    g")
  }
}
