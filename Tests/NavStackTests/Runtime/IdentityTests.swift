import NavStackTesting
import Testing

@testable import NavStack

/// A counter whose count is `@State`: pressing Enter on "Add" adds one.
private struct Counter: View {
  let name: String
  @State private var count = 0

  var body: some View {
    Button("\(name) \(count)") { count += 1 }
  }
}

private struct Row: Identifiable, Hashable {
  let id: Int
  let name: String
}

/// State in a pushed-over screen, in a reorderable `ForEach`, in branches and under `.id`.
private struct Identities: View {
  @State private var rows = [Row(id: 1, name: "A"), Row(id: 2, name: "B")]
  @State private var showsFirst = true
  @State private var generation = 0
  @State private var isSheetShown = false

  var body: some View {
    NavigationStack {
      VStack {
        ForEach(rows) { row in Counter(name: row.name) }
        if showsFirst { Counter(name: "Left") } else { Counter(name: "Right") }
        Counter(name: "Gen").id(generation)
        Button("Reverse") { rows.reverse() }
        Button("Switch") { showsFirst.toggle() }
        Button("Regenerate") { generation += 1 }
        Button("Sheet") { isSheetShown = true }
        NavigationLink("Push", destination: Text("Pushed").navigationTitle("Top"))
      }
      .navigationTitle("Root")
      .sheet(isPresented: $isSheetShown) { Counter(name: "InSheet") }
    }
  }
}

@MainActor
@Suite("State by identity (R40)")
struct IdentityTests {
  private func press(_ session: ViewSession, _ title: String) {
    #expect(session.click(title), "no \(title) on screen:\n\(session.text)")
  }

  @Test("R40 state survives a push and a pop")
  func survivesPush() {
    let session = ViewSession(Identities())
    press(session, "A 0")
    #expect(session.text.contains("A 1"))
    press(session, "Push")
    #expect(session.stack == "Root > Top")
    session.press(.escape)
    #expect(session.text.contains("A 1"))
  }

  @Test("R40 state follows ForEach ids through a reorder")
  func followsReorder() {
    let session = ViewSession(Identities())
    press(session, "B 0")
    press(session, "Reverse")
    let text = session.text
    guard let b = text.range(of: "B 1"), let a = text.range(of: "A 0") else {
      Issue.record("rows missing:\n\(text)")
      return
    }
    #expect(b.lowerBound < a.lowerBound)
  }

  @Test("R40 switching branches drops the other branch's state")
  func branches() {
    let session = ViewSession(Identities())
    press(session, "Left 0")
    #expect(session.text.contains("Left 1"))
    press(session, "Switch")
    #expect(session.text.contains("Right 0"))
    press(session, "Switch")
    #expect(session.text.contains("Left 0"))
  }

  @Test("R40 a new .id starts the view afresh")
  func explicitIdentity() {
    let session = ViewSession(Identities())
    press(session, "Gen 0")
    #expect(session.text.contains("Gen 1"))
    press(session, "Regenerate")
    #expect(session.text.contains("Gen 0"))
  }

  @Test("R40 a sheet dismissed and presented again starts fresh; the screen below keeps its state")
  func sheetStartsFresh() {
    let session = ViewSession(Identities())
    press(session, "A 0")
    press(session, "Sheet")
    press(session, "InSheet 0")
    #expect(session.text.contains("InSheet 1"))
    session.press(.escape)
    #expect(session.text.contains("A 1"))
    press(session, "Sheet")
    #expect(session.text.contains("InSheet 0"))
  }
}

/// A list of counters longer than a screen, each row's count its own `@State`.
private struct ManyCounters: View {
  var body: some View {
    NavigationStack {
      List(0..<2_000, id: \.self) { number in Counter(name: "Row\(number)") }
        .navigationTitle("Rows")
    }
  }
}

private struct LongList: View {
  var body: some View {
    NavigationStack {
      List(0..<200, id: \.self) { number in Counter(name: "Row\(number)") }
        .navigationTitle("Rows")
    }
  }
}

@MainActor
@Suite("State of list rows scrolled away (R40)")
struct ListRowStateTests {
  @Test("R40 a list row keeps its state while scrolled a page away and back")
  func rowStateSurvivesScrolling() {
    let session = ViewSession(LongList())
    session.press(.enter)
    #expect(session.text.contains("Row0 1"), "Enter presses the highlighted row:\n\(session.text)")
    session.press(.pageDown)
    session.press(.pageDown)
    #expect(!session.text.contains("Row0 "))
    session.press(.home)
    #expect(session.text.contains("Row0 1"), "the count came back as it was:\n\(session.text)")
    #expect(session.text.contains("Row1 0"))
  }

  @Test("R40 rows scrolled far away give their state up, and no row made later inherits it")
  func farRowsStartFresh() {
    let session = ViewSession(ManyCounters())
    session.press(.enter)
    #expect(session.text.contains("Row0 1"))
    for _ in 0..<30 {
      session.press(.pageDown)
      let counts = Self.counts(in: session.text)
      #expect(!counts.isEmpty && counts.allSatisfy { $0 == 0 }, "\(session.text)")
    }
  }

  /// The count after each `RowN` shown.
  private static func counts(in text: String) -> [Int] {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
    return words.indices.dropLast().compactMap { index in
      words[index].hasPrefix("Row") ? Int(words[index + 1]) : nil
    }
  }

  @Test("rows made far down a long list show and act as those rows")
  func recycledRowsAreTheirOwn() {
    let session = ViewSession(ActionList(count: 2_000))
    session.press(.pageDown, times: 25)
    session.press(.pageUp, times: 12)
    session.press(.down, times: 3)
    let rows = session.text.split(separator: "\n").compactMap { line -> Int? in
      guard let word = line.split(separator: " ").first(where: { $0.hasPrefix("Item") })
      else { return nil }
      return Int(word.dropFirst(4))
    }
    #expect(rows.count > 10)
    #expect(rows == Array(rows[0]..<(rows[0] + rows.count)), "rows in order:\n\(session.text)")
    let line = session.text.split(separator: "\n").first { $0.contains("›") } ?? ""
    let highlighted = line.split(separator: "›").last?.split(separator: " ").first ?? ""
    session.press(.character("m"))
    #expect(session.text.contains("Marked \(highlighted)"), "\(session.text)")
  }

  @Test("R40 a row's actions act on the highlighted row after scrolling")
  func rowActionsAfterScrolling() {
    let session = ViewSession(ActionList())
    session.press(.pageDown)
    session.press(.down)
    // The row the list highlights: the word after its `›` marker.
    let line = session.text.split(separator: "\n").first { $0.contains("›") } ?? ""
    let highlighted = line.split(separator: "›").last?.split(separator: " ").first ?? ""
    #expect(highlighted.hasPrefix("Item") && highlighted != "Item0")
    session.press(.character("m"))
    #expect(
      session.text.contains("Marked \(highlighted)"),
      "m marked the highlighted row:\n\(session.text)")
  }
}

/// Rows with a context-menu action that writes which row it came from.
private struct ActionList: View {
  var count = 100
  @State private var marked = ""
  var body: some View {
    NavigationStack {
      VStack {
        Text("Marked \(marked)")
        List(0..<count, id: \.self) { number in
          Text("Item\(number)").contextMenu { Button("Mark") { marked = "Item\(number)" } }
        }
      }
      .navigationTitle("Actions")
    }
  }
}
