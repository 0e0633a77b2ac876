import NavStackTesting
import Observation
import Testing

@testable import NavStack

/// A row that leaves the parked rows for good is made again into a row scrolled into view,
/// when nothing in it keeps state of its own: the rows shown, their badges and their actions
/// are each their own item's, going down and coming back, and a row with `@State` starts new.
@MainActor
@Suite("A list row that left is made again into a new row, showing and acting on its own item")
struct ReusedRowTests {
  /// The item numbers on screen, top to bottom, each with whether its row shows a badge.
  private func shownItems(_ session: ViewSession) -> [(number: Int, badged: Bool)] {
    session.text.split(separator: "\n").compactMap { line in
      guard let range = line.range(of: "Item ") else { return nil }
      let digits = line[range.upperBound...].prefix { $0.isNumber }
      guard let number = Int(digits) else { return nil }
      return (number, line.contains("✓"))
    }
  }

  /// Checks that the rows shown are consecutive items, badged when their item is done.
  private func expectOwnItems(_ session: ViewSession, _ where: String) {
    let shown = shownItems(session)
    #expect(!shown.isEmpty, "\(`where`): no rows\n\(session.text)")
    for (offset, row) in shown.enumerated() {
      #expect(row.number == shown[0].number + offset, "\(`where`):\n\(session.text)")
      #expect(row.badged == ItemsModel.isDone(row.number), "\(`where`):\n\(session.text)")
    }
  }

  @Test("walking far down and back, each row shows its own item, and Enter and its key act on it")
  func rowsShowAndActOnTheirOwnItems() {
    let model = ItemsModel()
    let session = ViewSession(ItemsList(model: model), size: Size(width: 60, height: 16))
    for page in 1...80 {
      session.press(.pageDown)
      expectOwnItems(session, "page \(page) down")
      if page % 10 == 0 {
        session.press(.enter)
        guard let opened = model.opened else {
          Issue.record("Enter opened no item:\n\(session.text)")
          continue
        }
        #expect(shownItems(session).contains { $0.number == opened }, "\(session.text)")
        session.press(.character("m"))
        #expect(model.marked.last == opened, "the row's action marks the row's own item")
      }
    }
    for page in 1...80 {
      session.press(.pageUp)
      expectOwnItems(session, "page \(page) up")
    }
    #expect(shownItems(session).first?.number == 0, "\(session.text)")
  }

  @Test("back to the top after rows there were made into rows further down: the top's own rows")
  func jumpBackShowsTheTopsOwnRows() {
    // Rows at the top leave the parked rows, are made into rows further down and parked
    // there in turn, while the list still notes them parked under their first index.
    for depth in [22, 25, 28, 31] {
      let session = ViewSession(ItemsList(model: ItemsModel()), size: Size(width: 60, height: 16))
      session.press(.pageDown, times: depth)
      session.press(.home)
      expectOwnItems(session, "Home after \(depth) pages")
      #expect(shownItems(session).first?.number == 0, "\(session.text)")
    }
  }

  @Test("a walk forward past the parked rows makes rows from those that left, not new nodes")
  func rowsAreMadeFromRowsThatLeft() {
    let session = ViewSession(
      ItemsList(model: ItemsModel()), size: Size(width: 60, height: 16))
    // Past the parked rows (`ViewNode.parkingLimit`) and the ones kept to be made again.
    session.press(.pageDown, times: 40)
    let made = session.host.nodesMade
    session.press(.pageDown, times: 40)
    expectOwnItems(session, "after 80 pages")
    let madeSince = session.host.nodesMade - made
    #expect(madeSince < made / 20, "\(madeSince) nodes made for 40 pages, \(made) for the first")
  }

  @Test("a row with state of its own is made new: no row shows another row's state")
  func rowWithStateIsNotReused() {
    let session = ViewSession(TapList(), size: Size(width: 60, height: 16))
    session.press(.enter)
    #expect(session.text.contains("Item 0 tapped 1"), "\(session.text)")
    for page in 1...60 {
      session.press(.pageDown)
      #expect(!session.text.contains("tapped 1"), "page \(page):\n\(session.text)")
    }
  }
}

@Observable
@MainActor
private final class ItemsModel {
  var opened: Int?
  var marked: [Int] = []

  static func isDone(_ number: Int) -> Bool { number % 7 == 0 }
}

/// Three thousand rows of a few nodes each: a button, a badge, and an action by key.
private struct ItemsList: View {
  let model: ItemsModel

  var body: some View {
    NavigationStack {
      List(0..<3_000, id: \.self) { number in ItemRow(number: number, model: model) }
        .navigationTitle("Items")
    }
  }
}

private struct ItemRow: View {
  let number: Int
  let model: ItemsModel

  var body: some View {
    Button {
      model.opened = number
    } label: {
      HStack {
        Text("Item \(number)")
        Spacer()
      }
    }
    .badge(ItemsModel.isDone(number) ? "✓" : nil)
    .contextMenu {
      Button("Mark") { model.marked.append(number) }
    }
  }
}

/// Rows that count their own taps in `@State`.
private struct TapList: View {
  var body: some View {
    NavigationStack {
      List(0..<3_000, id: \.self) { number in TapRow(number: number) }
    }
  }
}

private struct TapRow: View {
  let number: Int
  @State private var taps = 0

  var body: some View {
    Button("Item \(number) tapped \(taps)") { taps += 1 }
  }
}
