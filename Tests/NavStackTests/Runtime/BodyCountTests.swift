import NavStackTesting
import Observation
import Testing

@testable import NavStack

@Observable
@MainActor
private final class Document {
  var title = "Draft"
  var notes = "Notes"
}

private struct TitleLine: View {
  let document: Document
  var body: some View { Text("Title: \(document.title)") }
}

private struct NotesLine: View {
  let document: Document
  var body: some View { Text("Notes: \(document.notes)") }
}

private struct RowView: View {
  let number: Int
  var body: some View { Text("Row \(number)") }
}

private struct Editor: View {
  @State private var document = Document()
  @State private var taps = 0

  var body: some View {
    VStack {
      TitleLine(document: document)
      NotesLine(document: document)
      Button("Rename") { document.title += "!" }
      Button("Tap \(taps)") { taps += 1 }
    }
  }
}

private struct Numbers: View {
  let numbers = Array(0..<1_000_000)
  var body: some View {
    NavigationStack {
      List(numbers, id: \.self) { number in RowView(number: number) }
        .navigationTitle("Numbers")
    }
  }
}

/// A mailbox a list row opens.
private struct Mailbox: Identifiable, Hashable {
  let id: Int
  let name: String
}

/// Rows that set a `@State` optional, which `navigationDestination(item:)` pushes.
private struct Mailboxes: View {
  @State private var opened: Mailbox?
  let boxes = [Mailbox(id: 1, name: "Inbox"), Mailbox(id: 2, name: "Sent")]

  var body: some View {
    NavigationStack {
      List(boxes) { box in
        Button(box.name) { opened = box }
      }
      .navigationDestination(item: $opened) { box in
        Text("Inside \(box.name)").navigationTitle(box.name)
      }
      .navigationTitle("Mail")
    }
  }
}

/// Counts the calls of a list's content closure.
@MainActor
private final class RowCalls {
  var count = 0
}

/// `Mailboxes`, its rows made by a closure that counts its calls.
private struct CountedMailboxes: View {
  let calls: RowCalls
  @State private var opened: Mailbox?
  let boxes = [Mailbox(id: 1, name: "Inbox"), Mailbox(id: 2, name: "Sent")]

  var body: some View {
    NavigationStack {
      List(boxes) { box in
        calls.count += 1
        return Button(box.name) { opened = box }
      }
      .navigationDestination(item: $opened) { box in
        Text("Inside \(box.name)").navigationTitle(box.name)
      }
      .navigationTitle("Mail")
    }
  }
}

/// A button that presents a sheet through a `@State` Bool the body never reads.
private struct Composer: View {
  @State private var isComposing = false

  var body: some View {
    NavigationStack {
      Text("Drafts")
        .navigationTitle("Mail")
        .toolbar { Button("New") { isComposing = true } }
        .sheet(isPresented: $isComposing) {
          NavigationStack { Text("Writing").navigationTitle("New Message") }
        }
    }
  }
}

@MainActor
@Suite("Bodies run again only when what they read changed (R41)")
struct BodyCountTests {
  @Test("R41 a change to one observed property re-evaluates only the body that read it")
  func observedProperty() {
    let session = ViewSession(Editor())
    session.host.countBodiesByType()
    #expect(session.click("Rename"))
    #expect(session.text.contains("Title: Draft!"))
    let counts = session.host.bodyEvaluationsByType
    #expect(counts.keys.contains { $0.contains("TitleLine") })
    #expect(!counts.keys.contains { $0.contains("NotesLine") })
    #expect(!counts.keys.contains { $0.contains("Editor") })
  }

  @Test("R41 a change to @State re-evaluates its owner, not children whose inputs are the same")
  func stateOwner() {
    let session = ViewSession(Editor())
    session.host.countBodiesByType()
    #expect(session.click("Tap 0"))
    #expect(session.text.contains("Tap 1"))
    let counts = session.host.bodyEvaluationsByType
    #expect(counts.count == 1, "\(counts)")
    #expect(counts.keys.contains { $0.contains("Editor") })
  }

  @Test("R41 a push and a pop through navigationDestination(item:) leave the body that declares it")
  func destinationItem() {
    let session = ViewSession(Mailboxes(), size: Size(width: 60, height: 12))
    session.host.countBodiesByType()
    session.press(.down)
    session.press(.enter)
    #expect(session.text.contains("Inside Sent"), "\(session.text)")
    session.press(.escape)
    #expect(session.text.contains("Inbox") && !session.text.contains("Inside"), "\(session.text)")
    let counts = session.host.bodyEvaluationsByType
    #expect(!counts.keys.contains { $0.contains("Mailboxes") }, "\(counts)")
    session.press(.enter)
    #expect(session.text.contains("Inside Sent"), "pushed again:\n\(session.text)")
  }

  @Test("R41 a push and a pop through navigationDestination(item:) make no list row again")
  func destinationItemKeepsRows() {
    let calls = RowCalls()
    let session = ViewSession(CountedMailboxes(calls: calls), size: Size(width: 60, height: 12))
    #expect(calls.count == 2)
    session.press(.down)
    session.press(.enter)
    #expect(session.text.contains("Inside Sent"), "\(session.text)")
    session.press(.escape)
    #expect(session.text.contains("Inbox") && session.text.contains("Sent"), "\(session.text)")
    // The modifier that reads `opened` hands the list on as it was, closure and all: as in
    // SwiftUI, the list's inputs did not change, so its rows are not made again.
    #expect(calls.count == 2)
  }

  @Test("R41 presenting and dismissing a sheet(isPresented:) leave the body that declares it")
  func sheetIsPresented() {
    let session = ViewSession(Composer(), size: Size(width: 60, height: 14))
    session.host.countBodiesByType()
    session.press(.character("n"))
    #expect(session.text.contains("Writing"), "\(session.text)")
    session.press(.escape)
    #expect(!session.text.contains("Writing"), "\(session.text)")
    let counts = session.host.bodyEvaluationsByType
    #expect(!counts.keys.contains { $0.contains("Composer") }, "\(counts)")
  }

  @Test("R41 moving the selection in a list of a million rows evaluates a constant few bodies")
  func listSelection() {
    let session = ViewSession(Numbers(), size: Size(width: 60, height: 20))
    let start = session.host.bodyEvaluations
    session.press(.down)
    let one = session.host.bodyEvaluations - start
    session.press(.end)
    let before = session.host.bodyEvaluations
    session.press(.up, times: 100)
    let perKey = Double(session.host.bodyEvaluations - before) / 100
    #expect(one <= 2)
    #expect(perKey <= 2)
    #expect(session.text.contains("Row 999899"))
  }
}
