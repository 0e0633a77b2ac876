import NavStackTesting
import Observation
import Testing

@testable import NavStack

@Observable
@MainActor
private final class Names {
  var names = (0..<100).map { "Name \($0)" }
}

private struct NamesList: View {
  let model: Names
  let count: DrawCount
  var pure = true

  var body: some View {
    List(0..<100, id: \.self) { index in
      CountedCell(label: model.names[index], count: count, pure: pure)
    }
  }
}

@MainActor
@Suite("A list row's cells are kept between frames while nothing it draws changed")
struct DrawnCellsTests {
  @Test("moving the highlight draws no row again; rows are put back where they were")
  func highlightMoves() {
    let count = DrawCount()
    let session = ViewSession(NamesList(model: Names(), count: count))
    let before = session.text
    let drawsBefore = count.draws
    session.press(.down)
    session.press(.up)
    #expect(count.draws == drawsBefore, "a move within the page drew rows again")
    #expect(session.text == before)
    #expect(session.text.contains("› Name 0"))
  }

  @Test("scrolling by a line draws only the row that comes into view")
  func scrollByLine() {
    let count = DrawCount()
    let session = ViewSession(NamesList(model: Names(), count: count))
    session.press(.down, times: 40)
    let start = count.draws
    session.press(.down)
    #expect(count.draws - start == 1, "\(count.draws - start) rows drawn for one line")
    #expect(session.text.contains("› Name 41"))
  }

  @Test("a row whose content closure read a model that changed is made and drawn again")
  func changedRowRedrawn() {
    let count = DrawCount()
    let model = Names()
    let session = ViewSession(NamesList(model: model, count: count))
    session.press(.down)
    model.names[2] = "Renamed"
    session.press(.down)
    // Each line's words, the scroll indicator at its end left out.
    let lines = session.text.split(separator: "\n").map {
      $0.split(separator: " ").filter { $0 != "│" && $0 != "┃" }.joined(separator: " ")
    }
    #expect(lines.contains("› Renamed"), "\(lines)")
    #expect(!lines.contains("Name 2"))
  }

  @Test("a row that reads other state as it draws is drawn every frame drawn whole")
  func impureRowsDrawn() {
    let count = DrawCount()
    let session = ViewSession(NamesList(model: Names(), count: count, pure: false))
    session.press(.down, times: 40)
    let drawsBefore = count.draws
    session.press(.down)
    #expect(count.draws - drawsBefore >= 10, "a scroll by a line draws the frame whole")
  }
}
