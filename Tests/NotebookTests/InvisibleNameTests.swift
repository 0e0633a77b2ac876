import Notebook
import NotebookStore
import Testing

/// A name that would show nothing (spaces only, U+200B, a joiner) shows as `(untitled)` in
/// its row, in its screen's title and in the back button to it, as a blank name does; none of
/// them is ever drawn empty.
@MainActor
@Suite("Names that show nothing")
struct InvisibleNameTests {
  static let library = """
    {"version":1,"folders":[
    {"id":"f1","name":"   ","items":[{"id":"i1","name":"\\u200B","notes":"","done":false}]},
    {"id":"f2","name":"\\u200B\\u200D","items":[]},
    {"id":"f3","name":"Work","items":[]}]}
    """

  @Test("rows, titles and back buttons show (untitled) for them")
  func untitled() throws {
    let library = try LibraryStore.parse(Array(Self.library.utf8), path: "invisible.json")
    let window = NotebookApp.makeWindow(model: NotebookModel(library: library, path: nil))
    var rows = Self.rows(window)
    #expect(rows[1].hasPrefix("› (untitled)"), "\(rows)")
    #expect(rows[2].hasPrefix("  (untitled)"), "\(rows)")
    #expect(rows[3].hasPrefix("  Work"), "\(rows)")

    AppHarness.press(window, .enter)
    rows = Self.rows(window)
    #expect(window.stackDescription == "Folders > (untitled)")
    #expect(rows[0].contains(" (untitled) "), "\(rows)")
    #expect(rows[1].hasPrefix("› (untitled)"), "\(rows)")

    AppHarness.press(window, .enter)
    rows = Self.rows(window)
    #expect(rows[0].hasPrefix("< (untitled)"), "\(rows)")
    #expect(rows[0].contains(" (untitled) "), "\(rows)")
  }

  private static func rows(_ window: NotebookWindow) -> [String] {
    AppHarness.screen(window).split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
  }
}
