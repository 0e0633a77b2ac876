import NavStackTesting
import Observation
import Synchronization
import Testing

@testable import NavStack

/// A list row scrolled away waits parked and comes back without its body evaluated; what it
/// declares (here a button with a key, which the key bar lists) comes back with it, a row
/// that changed while parked comes back as it is now, and a row that came to run work on
/// leaving (`onDisappear`) leaves the tree instead.
@MainActor
@Suite("A list row scrolled away is parked while it can be, and comes back as it is now")
struct ParkedRowTests {
  /// Scrolls 45 rows down and back up: the rows scrolled past wait parked.
  private func parkRows(in session: ViewSession) {
    session.press(.down, times: 45)
    session.press(.up, times: 45)
  }

  @Test("a row's key comes back with the row, and follows a change made while it was parked")
  func declarationsComeBack() {
    let model = ZapModel()
    let session = ViewSession(ZapList(model: model), size: Size(width: 60, height: 16))
    #expect(!session.text.contains("Zap"), "row 40 is not on screen yet")
    session.press(.down, times: 45)
    #expect(session.text.contains("x Zap"), "the key bar lists the row's key:\n\(session.text)")
    session.press(.up, times: 45)
    #expect(!session.text.contains("Zap"), "\(session.text)")

    // Back again, parked all the while: the body is not evaluated, the key comes back.
    session.host.countBodiesByType()
    session.press(.down, times: 45)
    #expect(session.text.contains("x Zap"), "\(session.text)")
    #expect(!session.host.bodyEvaluationsByType.keys.contains { $0.contains("ZapRow") })

    // Changed while parked: the row comes back without its key.
    session.press(.up, times: 45)
    model.armed = false
    session.press(.down, times: 45)
    #expect(session.text.contains("Row 40"), "\(session.text)")
    #expect(!session.text.contains("Zap"), "\(session.text)")

    // And with it again once armed while parked.
    session.press(.up, times: 45)
    model.armed = true
    session.press(.down, times: 45)
    #expect(session.text.contains("x Zap"), "\(session.text)")
  }

  @Test("a row that came to run work on leaving is not parked, though it was parked before")
  func rowWithWorkOnLeavingIsRemoved() {
    let model = ZapModel()
    let session = ViewSession(ZapList(model: model), size: Size(width: 60, height: 16))
    parkRows(in: session)
    session.press(.down, times: 45)
    #expect(session.text.contains("Row 40"), "\(session.text)")
    model.watching = true
    session.press(.down)
    session.press(.up, times: 46)
    #expect(model.disappearances == 1, "row 40 left the tree and said so")
  }

  @Test("a row scrolled back comes back by its index while the list's rows are the same")
  func rowComesBackByIndex() {
    let model = NamesModel()
    let session = ViewSession(NamesList(model: model), size: Size(width: 60, height: 16))
    session.press(.down, times: 45)
    let before = session.host.graph.listStatistics.rowsBroughtBackByIndex
    session.press(.up, times: 45)
    #expect(session.text.contains("Name 5"), "\(session.text)")
    #expect(
      session.host.graph.listStatistics.rowsBroughtBackByIndex > before,
      "the rows came back by index")
  }

  @Test("a scroll over rows parked by index takes them without updating the list")
  func scrollShiftsRows() {
    let model = NamesModel()
    let session = ViewSession(IndexList(model: model), size: Size(width: 60, height: 16))
    parkRows(in: session)
    let shifted = session.host.graph.listStatistics.scrollsByShiftingRows
    session.host.countBodiesByType()
    session.press(.down, times: 45)
    #expect(session.text.contains("› Name 45"), "\(session.text)")
    #expect(!session.text.contains("Name 20\n"), "\(session.text)")
    session.press(.pageUp)
    session.press(.pageDown)
    #expect(session.text.contains("› Name 45"), "\(session.text)")
    // Every scroll, by a row or a page, took rows shown before.
    #expect(session.host.graph.listStatistics.scrollsByShiftingRows - shifted >= 30)
    #expect(session.host.bodyEvaluationsByType.isEmpty, "\(session.host.bodyEvaluationsByType)")
  }

  /// Row 0, parked once and back, comes to run work on leaving, and the change it makes
  /// scrolls it away in the same frame: the walk that parked it before is out of date, so it
  /// leaves the tree and says so, as any row with work on leaving.
  @Test("a row that changed and leaves in the same frame is walked again, not parked")
  func changedAndLeavingInOneFrame() {
    let model = JumpModel()
    let session = ViewSession(JumpList(model: model), size: Size(width: 60, height: 16))
    parkRows(in: session)
    #expect(session.text.contains("› Row 0"), "\(session.text)")
    model.watching = true
    session.sleep(milliseconds: 1)
    #expect(session.text.contains("› Row 60"), "\(session.text)")
    #expect(model.disappearances == 1, "row 0 left the tree and said so")
  }

  /// A thousand rows paged past are more than a list keeps parked: the oldest go, and come
  /// back made anew, as they are now; the newest still come back parked.
  @Test("rows parked past the limit let the oldest go; those come back made anew")
  func oldestParkedRowsGo() {
    let session = ViewSession(LongList { LongRow(number: $0) }, size: Size(width: 60, height: 16))
    let first = session.text
    for _ in 0..<80 { session.press(.pageDown) }
    #expect(session.text.contains("› Row 1120"), "\(session.text)")
    session.host.countBodiesByType()
    session.press(.pageUp)
    #expect(
      !session.host.bodyEvaluationsByType.keys.contains { $0.contains("LongRow") },
      "the page just left came back parked: \(session.host.bodyEvaluationsByType)")
    session.press(.home)
    #expect(session.text == first, "\(session.text)")
    #expect(
      session.host.bodyEvaluationsByType.keys.contains { $0.contains("LongRow") },
      "the first rows were let go and made again")
  }

  /// Rows that left the tree past the limit are freed at once: the list's notes of the rows
  /// it parked held them, and their subtrees with them, until the notes were twice the limit.
  @Test("rows let go past the parking limit are freed at once")
  func rowsLetGoAreFreed() {
    let session = ViewSession(
      LongList { TrackedRow(number: $0) }, size: Size(width: 60, height: 16))
    var most = 0
    for _ in 0..<80 {
      session.press(.pageDown)
      most = max(most, RowTracker.alive.load(ordering: .relaxed))
    }
    #expect(session.text.contains("› Row 1120"), "\(session.text)")
    // The rows parked, those shown, and a page or two of rows that left.
    #expect(most <= ViewNode.parkingLimit + 96, "at most \(most) rows were alive")
  }

  /// Rows whose ids repeat share a key, and so one node.
  ///
  /// SwiftUI warns of such ids ("the ID occurs multiple times … undefined results"); here only
  /// one of them can wait parked under the key. Scrolled away and back, each line still shows
  /// a row of its id, in order.
  @Test("rows with the same id scroll away and back, each line a row of its id")
  func duplicateIDsScrollBack() {
    let session = ViewSession(RepeatingList(), size: Size(width: 60, height: 16))
    func ids() -> [Int] {
      session.text.split(separator: "\n").compactMap { line in
        // The id, before the scroll indicator at the line's end.
        line.split(separator: "id ").last.flatMap { Int($0.split(separator: " ").first ?? "") }
      }
    }
    let expected = (0..<14).map { $0 % 7 }
    #expect(ids() == expected, "\(session.text)")
    parkRows(in: session)
    #expect(ids() == expected, "\(session.text)")
    session.press(.pageDown, times: 3)
    session.press(.pageUp, times: 3)
    #expect(ids() == expected, "\(session.text)")
  }

  /// The names are read in the body (the list is given new rows, row 5 among them), or only
  /// by the rows' content closure (the list's rows are the same; the row read what changed);
  /// the rows come back by a jump or one by one, as a scroll takes them.
  @Test(
    "a row that changed while it was parked comes back as it is now",
    arguments: ["read in the body", "read by the rows"], ["Home", "Up"])
  func changedWhileParked(reading: String, key: String) {
    let model = NamesModel()
    let size = Size(width: 60, height: 16)
    let session =
      reading == "read in the body"
      ? ViewSession(NamesList(model: model), size: size)
      : ViewSession(IndexList(model: model), size: size)
    session.press(.down, times: 45)
    model.names[5] = "Renamed"
    // The first rows come back, in the frame checked.
    if key == "Home" { session.press(.home) } else { session.press(.up, times: 45) }
    #expect(session.text.contains("Renamed"), "\(session.text)")
    #expect(!session.text.contains("Name 5\n"), "\(session.text)")
    #expect(!session.text.contains("Name 5 "), "\(session.text)")
  }
}

@Observable
@MainActor
private final class NamesModel {
  var names = (0..<100).map { "Name \($0)" }
}

/// A list of the model's names, read in the body.
private struct NamesList: View {
  let model: NamesModel

  var body: some View {
    NavigationStack {
      List(model.names, id: \.self) { name in Text(name) }
        .navigationTitle("Names")
    }
  }
}

/// A list of indices whose rows read the model's names as they are made.
private struct IndexList: View {
  let model: NamesModel

  var body: some View {
    NavigationStack {
      List(0..<100, id: \.self) { index in Text(model.names[index]) }
        .navigationTitle("Names")
    }
  }
}

@Observable
@MainActor
private final class JumpModel {
  var watching = false
  var disappearances = 0
}

/// A hundred rows scrolled to a position; row 0 watches the model once told to, and moves
/// the position to row 60 when it starts to.
private struct JumpList: View {
  let model: JumpModel
  @State private var position: Int?

  var body: some View {
    NavigationStack {
      List(0..<100, id: \.self) { number in
        JumpRow(number: number, model: model, position: $position)
      }
      .scrollPosition(id: $position)
      .navigationTitle("Rows")
    }
  }
}

private struct JumpRow: View {
  let number: Int
  let model: JumpModel
  @Binding var position: Int?

  var body: some View {
    if number == 0 && model.watching {
      Text("Row 0")
        .onDisappear { model.disappearances += 1 }
        .onChange(of: model.watching, initial: true) { position = 60 }
    } else {
      Text("Row \(number)")
    }
  }
}

/// Two thousand rows, each a `Row`, in a stack: plain rows whose bodies can be counted, or
/// rows that hold a tracker in their state.
private struct LongList<Row: View>: View {
  let row: (Int) -> Row

  var body: some View {
    NavigationStack {
      List(0..<2_000, id: \.self) { number in row(number) }
        .navigationTitle("Rows")
    }
  }
}

private struct LongRow: View {
  let number: Int

  var body: some View { Text("Row \(number)") }
}

/// Counts the rows alive: each row's state holds one.
private final class RowTracker: Sendable {
  static let alive = Atomic<Int>(0)

  init() { Self.alive.add(1, ordering: .relaxed) }
  deinit { Self.alive.subtract(1, ordering: .relaxed) }
}

private struct TrackedRow: View {
  let number: Int
  @State private var tracker = RowTracker()

  var body: some View { Text("Row \(number)") }
}

/// Sixty rows whose ids repeat every seven; each shows its place as well as its id.
private struct RepeatingList: View {
  struct Item: Identifiable {
    let id: Int
    let number: Int
  }

  let items = (0..<60).map { Item(id: $0 % 7, number: $0) }

  var body: some View {
    NavigationStack {
      List(items) { item in Text("Row \(item.number), id \(item.id)") }
        .navigationTitle("Rows")
    }
  }
}

@Observable
@MainActor
private final class ZapModel {
  var armed = true
  var watching = false
  var disappearances = 0
}

/// A hundred rows; row 40 has a button with a key while the model is armed.
private struct ZapList: View {
  let model: ZapModel

  var body: some View {
    NavigationStack {
      List(0..<100, id: \.self) { number in ZapRow(number: number, model: model) }
        .navigationTitle("Rows")
    }
  }
}

private struct ZapRow: View {
  let number: Int
  let model: ZapModel

  var body: some View {
    if number == 40 && model.watching {
      label.onDisappear { model.disappearances += 1 }
    } else {
      label
    }
  }

  private var label: some View {
    HStack {
      Text("Row \(number)")
      if number == 40 && model.armed {
        Button("Zap") {}.keyboardShortcut("x", modifiers: [])
      }
    }
  }
}
