import NavStackTesting
import Testing

@testable import NavStack

/// Lengths in points, as SwiftUI code gives them, and what they take on screen.
@MainActor
@Suite("Layout rules")
struct LayoutRules {
  @Test("R51 lengths in points are cells by one scale: a column 10 points, a row 20")
  func r51Scale() {
    #expect(CellScale.size(300, along: .horizontal) == 30)
    #expect(CellScale.size(55, along: .vertical) == 3)
    #expect(CellScale.size(4, along: .horizontal) == 1, "a size above zero shows")
    #expect(CellScale.size(0, along: .vertical) == 0)
    #expect(CellScale.gap(16, along: .horizontal) == 1)
    #expect(CellScale.gap(16, along: .vertical) == 0)
    #expect(CellScale.gap(20, along: .vertical) == 1)
    #expect(CellScale.gap(-25, along: .horizontal) == -2)
    let session = showing(Size(width: 40, height: 12)) {
      VStack(alignment: .leading, spacing: 20) {
        Text("a").frame(width: 300, height: 55, alignment: .topLeading)
        HStack(spacing: 30) {
          Text("b")
          Text("c")
        }
        Text("d").padding(.horizontal, 50)
      }
    }
    #expect(session.row(0) == "a")
    #expect(session.row(3) == "", "spacing: 20 is one row")
    #expect(session.row(4) == "b   c")
    #expect(session.row(6) == "     d")
  }

  @Test("R51 .offset moves the drawing by whole cells and leaves the layout as it was")
  func r51Offset() {
    var taps = 0
    let session = showing {
      VStack(alignment: .leading) {
        Button("moved") { taps += 1 }.offset(x: 65, y: 20)
        Text("next")
        Text("up").offset(y: -19)
      }
    }
    #expect(session.row(0) == "")
    #expect(session.row(1) == "next  moved", "six columns right, a row down; next stays")
    #expect(session.row(2) == "up", "less than a row moves nothing")
    #expect(session.click("moved"))
    #expect(taps == 1)
  }

  @Test("R51 .padding() is one column a side and no rows, as .padding(16) is")
  func r51DefaultPadding() {
    let session = showing {
      VStack(alignment: .leading) {
        Text("x").padding()
        Text("y").padding(16)
        Text("z")
      }
    }
    #expect(session.row(0) == " x")
    #expect(session.row(1) == " y")
    #expect(session.row(2) == "z")
  }

  @Test("R51 a button that fits is drawn whole and reached, however wide its padding")
  func r51PaddingGivesWay() {
    var added = 0
    let session = showing {
      VStack(alignment: .leading) {
        Button("Add New Task") { added += 1 }.padding(.horizontal, 500)
        Text("end").padding(.vertical, 500)
      }
    }
    #expect(session.text.contains("Add New Task"))
    #expect(session.text.contains("end"))
    #expect(session.click("Add New Task"))
    #expect(added == 1)
  }
}
