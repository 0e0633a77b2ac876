import NavStack
import NavStackTesting
import Notebook
import NotebookStore
import Testing

/// A long note in the item editor: what Save stores, what the quit prompt and a draft see,
/// while the editor writes its binding only every few keys.
@MainActor
@Suite("Notebook: a long note in the item editor")
struct LongNoteTests {
  private static let note = String(
    repeating: "lorem ipsum dolor sit amet consectetur\n", count: 8_000)

  /// A window over a library of one folder holding one item with the long note, showing
  /// the item's Notes with the cursor at their start.
  private func editing() throws -> (NotebookWindow, ViewSession) {
    let notes = Self.note.replacingOccurrences(of: "\n", with: "\\n")
    let json = """
      {"version": 1, "folders": [{"id": "f1", "name": "Bench", "items": [
      {"id": "i1", "name": "Note", "notes": "\(notes)", "done": false}]}]}
      """
    let library = try LibraryStore.parse(Array(json.utf8), path: "long.json")
    let window = NotebookApp.makeWindow(model: NotebookModel(library: library, path: nil))
    let session = ViewSession(host: window.host, size: Size(width: 80, height: 24))
    session.press(.enter, .enter, .tab, .tab)
    return (window, session)
  }

  private func stored(_ window: NotebookWindow) -> String {
    window.model.library.item(at: 0, inFolder: 0).notes
  }

  @Test("Save stores exactly the text shown, typed at two places")
  func save() throws {
    let (window, session) = try editing()
    session.type("first ")
    session.press(.modified(.end, .control))
    session.type(" last")
    session.press(.control("s"))
    #expect(stored(window) == "first " + Self.note + " last")
  }

  @Test("the first key marks the item changed; Ctrl+C's prompt saves every key typed")
  func quit() throws {
    let (window, session) = try editing()
    session.type("a")
    #expect(window.navigation.unsavedEdit != nil)
    session.type("bcd")
    session.press(.control("c"))
    #expect(session.text.contains("Quit without saving?"))
    session.press(.character("s"))
    #expect(stored(window) == "abcd" + Self.note)
  }

  @Test("a draft kept on the way out holds every key typed")
  func draft() throws {
    let (window, session) = try editing()
    session.type("abcd")
    // What the runner does before it stops and keeps a draft.
    TextArea.commitPendingEdits()
    let draft = window.navigation.unsavedEdit?.draft(library: "long.json")
    #expect(draft?.notes == "abcd" + Self.note)
  }
}
