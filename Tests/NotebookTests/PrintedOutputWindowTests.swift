import NavStack
import Notebook
import Testing

/// The notebook's window wraps a `ViewHost`, so it hands printed lines on to the host's log
/// like dropped input; without that the inspector would never show them in the app.
@MainActor
@Suite("Notebook: printed output reaches the window's log")
struct PrintedOutputWindowTests {
  @Test("printed lines join the host's log and show in the inspector")
  func printedLinesReachTheLog() throws {
    let window = try AppHarness.window()
    window.notePrintedOutput(["printed from a view"])
    #expect(window.host.log.last == "printed from a view")
    AppHarness.press(window, .control("g"))
    #expect(AppHarness.screen(window).contains("printed from a view"))
  }
}
