import NavStack
import Testing

/// `frame`, `padding`, `opacity`, `hidden`, `disabled`, `overlay` and `background`, lengths in
/// points (`CellScale`).
@MainActor
@Suite("Layout modifiers")
struct LayoutModifierTests {
  @Test("padding() adds a column each side and no rows; padding(20) two columns and a row")
  func padding() {
    let session = showing {
      VStack(alignment: .leading) {
        Text("x").padding().border()
        Text("y").padding(20)
        Text("z")
      }
    }
    #expect(session.row(0) == "[ x ]")
    #expect(session.row(1) == "")
    #expect(session.row(2) == "  y")
    #expect(session.row(3) == "")
    #expect(session.row(4) == "z")
  }

  @Test("frame gives a fixed size and places the content by its alignment")
  func frame() {
    let session = showing {
      VStack(alignment: .leading) {
        Text("r").frame(width: 50, alignment: .trailing).border()
        Text("c").frame(width: 50).border()
        Text("t").frame(width: 30, height: 60, alignment: .bottom)
        Text("end")
      }
    }
    #expect(session.row(0) == "[    r]")
    #expect(session.row(1) == "[  c  ]")
    #expect(session.row(4) == " t")
    #expect(session.row(5) == "end")
  }

  @Test("frame(maxWidth: .infinity) takes the width offered")
  func infiniteFrame() {
    let session = showing {
      Text("wide").frame(maxWidth: .infinity, alignment: .trailing).frame(width: 100)
    }
    #expect(session.row(0) == "      wide")
  }

  @Test("opacity(0) draws nothing and cannot be focused; hidden() keeps the space")
  func opacityAndHidden() {
    var pressed: [String] = []
    let session = showing {
      VStack(alignment: .leading) {
        Button("Ghost") { pressed.append("ghost") }.opacity(0)
        Text("kept").hidden()
        Button("Real") { pressed.append("real") }
      }
    }
    #expect(!session.text.contains("Ghost"))
    #expect(!session.text.contains("kept"))
    #expect(session.row(2) == "Real")
    #expect(session.isReversed("Real"))
    session.press(.enter)
    #expect(pressed == ["real"])
  }

  @Test("opacity above zero draws the view as it is")
  func partialOpacity() {
    let session = showing { Text("seen").opacity(0.3) }
    #expect(session.row(0) == "seen")
  }

  @Test("disabled views are dimmed, skipped by focus and do not act")
  func disabled() {
    var pressed: [String] = []
    let session = showing {
      VStack(alignment: .leading) {
        Button("Off") { pressed.append("off") }.disabled(true)
        Button("On") { pressed.append("on") }
      }
    }
    #expect(session.style(of: "Off")?.attributes.contains(.dim) == true)
    #expect(session.isReversed("On"))
    session.press(.up)
    #expect(session.isReversed("On"))
    session.click("Off")
    session.press(.enter)
    #expect(pressed == ["on"])
  }

  @Test("overlay draws over the content in its frame; background under it")
  func overlayAndBackground() {
    let session = showing {
      VStack(alignment: .leading) {
        Text("abc").overlay(alignment: .trailing) { Text("X") }
        Text("abc").overlay(Text("Y"), alignment: .leading)
        Text("under").background(Color.red)
      }
    }
    #expect(session.row(0) == "abX")
    #expect(session.row(1) == "Ybc")
    #expect(session.row(2) == "under")
    #expect(session.style(of: "under")?.attributes.contains(.reverse) == true)
  }
}

extension View {
  /// Brackets around the view, to see where its frame ends.
  fileprivate func border() -> some View {
    HStack(spacing: 0) {
      Text("[")
      self
      Text("]")
    }
  }
}
