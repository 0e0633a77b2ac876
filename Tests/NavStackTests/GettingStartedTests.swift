import NavStack
import NavStackScript
import Testing

// The listings of the documentation's Getting Started article, as written there, so the
// article cannot drift from the API.

private struct Note: Identifiable, Hashable {
  let id: Int
  var title: String
  var text: String
}

private struct NotesList: View {
  @State private var notes = [
    Note(id: 1, title: "Groceries", text: "Milk, eggs, bread"),
    Note(id: 2, title: "Ideas", text: "A terminal app in SwiftUI"),
  ]

  var body: some View {
    NavigationStack {
      List(notes) { note in
        NavigationLink(note.title, value: note)
      }
      .navigationTitle("Notes")
      .navigationDestination(for: Note.self) { note in
        NoteDetail(note: note)
      }
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) {
          Button("Add") {
            notes.append(Note(id: notes.count + 1, title: "New note", text: ""))
          }
        }
      }
    }
  }
}

private struct NoteDetail: View {
  let note: Note
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Text(note.text)
      .navigationTitle(note.title)
      .toolbar {
        Button("Done") { dismiss() }
      }
  }
}

@MainActor
@Suite("Documentation: Getting Started")
struct GettingStartedTests {
  @Test("Enter opens the note: the stack, the bar and the text")
  func enterOpensTheNote() {
    let host = ViewHost(NotesList())
    let size = Size(width: 80, height: 24)
    _ = host.render(size: size)
    host.handle(.key(.enter))
    let screen = host.render(size: size)
    #expect(host.stackDescription == "Notes > Groceries")
    #expect(screen.text.contains("Milk, eggs, bread"))
  }

  @Test("the scripted walk passes")
  func scriptedWalk() throws {
    let text = """
      Enter
      ExpectStack "Notes > Groceries"
      Expect row 0 "< Notes"
      Esc
      ExpectStack "Notes"
      """
    let script = try KeyScript.parse(text, path: "walk.keys").get()
    let result = Replayer(script: script)
      .run(app: ViewHost(NotesList()), terminal: HeadlessTerminal())
    #expect(result.exitStatus == 0, "\(result.outcome.failureMessage ?? "")")
  }
}
