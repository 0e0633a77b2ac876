import NavStack
import NavStackTesting
import Notebook
import Testing

/// The notebook's window driven through `NavStackTesting`, as any package tests its views.
@MainActor
@Suite("Notebook: ViewSession over the app's window")
struct NotebookSessionTests {
  @Test("a folder opens by a click on its name, an item by Enter; Esc goes back")
  func walk() throws {
    let window = try AppHarness.window()
    let session = ViewSession(host: window.host, size: Size(width: 80, height: 24))
    #expect(session.stack == "Folders")
    #expect(session.click("Work"))
    #expect(session.stack == "Folders > Work")
    try session.run("Enter\nExpectStack \"Folders > Work > Quarterly plan\"")
    session.press(.escape, times: 2)
    #expect(session.stack == "Folders")
    #expect(session.row(0).contains("Folders"))
  }
}
