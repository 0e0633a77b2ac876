import NavStack
import NavStackTesting
import Testing

/// What the chrome keeps between keys while nothing under it changed (the bar's items, the
/// highlighted row's actions) is read again as soon as something under it does.
@MainActor
@Suite("Kept bar items and row actions follow their views")
struct KeptReadsTests {
  @Test("a toolbar button whose label changes shows its new title and takes its new key")
  func barButtonLabelChanges() {
    let session = ViewSession(EditingScreen(), size: Size(width: 50, height: 10))
    #expect(session.row(0).contains("Edit"), "\(session.text)")
    session.press(.character("e"))
    #expect(session.row(0).contains("Done"), "the bar shows the new title:\n\(session.text)")
    #expect(session.text.contains("Editing"))
    session.press(.character("d"))
    #expect(session.row(0).contains("Edit"), "the new key pressed it:\n\(session.text)")
    #expect(session.text.contains("Viewing"))
  }

  @Test("a row action whose title changes is listed and pressed under its new title")
  func rowActionTitleChanges() {
    let session = ViewSession(ChecklistScreen(), size: Size(width: 50, height: 12))
    session.press(.character("d"))
    #expect(session.text.contains("Task1 ✓"), "d marked the first row done:\n\(session.text)")
    session.press(.character("?"))
    #expect(session.text.contains("Undo"), "help lists the action's new title:\n\(session.text)")
    session.press(.escape)
    session.press(.character("u"))
    #expect(!session.text.contains("Task1 ✓"), "u undid it:\n\(session.text)")
  }

  @Test("help lists the highlighted row's own actions, also after a move that scrolls nothing")
  func rowActionsFollowTheHighlight() {
    let session = ViewSession(MixedActionsScreen(), size: Size(width: 50, height: 12))
    session.press(.character("?"))
    #expect(session.text.contains("Archive"), "the first row's action:\n\(session.text)")
    #expect(!session.text.contains("Pin"), "not the second row's:\n\(session.text)")
    session.press(.escape)
    session.press(.down)
    session.press(.character("?"))
    #expect(session.text.contains("Pin"), "the second row's action:\n\(session.text)")
    #expect(!session.text.contains("Archive"), "not the first row's:\n\(session.text)")
    session.press(.escape)
    session.press(.character("p"))
    #expect(session.text.contains("Pinned: Beta"), "p pressed Pin on Beta:\n\(session.text)")
  }
}

private struct MixedActionsScreen: View {
  @State private var log = ""
  var body: some View {
    NavigationStack {
      VStack {
        Text(log.isEmpty ? "Nothing yet" : log)
        List(["Alpha", "Beta"], id: \.self) { name in
          if name == "Alpha" {
            Text(name).contextMenu { Button("Archive") { log = "Archived: \(name)" } }
          } else {
            Text(name).contextMenu { Button("Pin") { log = "Pinned: \(name)" } }
          }
        }
      }
      .navigationTitle("Mail")
    }
  }
}

private struct EditingScreen: View {
  @State private var isEditing = false
  var body: some View {
    NavigationStack {
      Text(isEditing ? "Editing" : "Viewing")
        .navigationTitle("Notes")
        .toolbar {
          Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
        }
    }
  }
}

private struct ChecklistScreen: View {
  @State private var done: Set<Int> = []
  var body: some View {
    NavigationStack {
      List(1..<30, id: \.self) { number in
        Text(done.contains(number) ? "Task\(number) ✓" : "Task\(number)")
          .contextMenu {
            Button(done.contains(number) ? "Undo" : "Done") {
              if done.contains(number) { done.remove(number) } else { done.insert(number) }
            }
          }
      }
      .navigationTitle("Tasks")
    }
  }
}
