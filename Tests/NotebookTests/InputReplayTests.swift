import Foundation
import NavStack
import NavStackScript
import Testing

/// What the input scripts cannot say themselves: that q quit while the terminal was too
/// small, and that a megabyte pasted into Notes lands whole.
@MainActor
@Suite("Input through the decoder")
struct InputReplayTests {
  @Test("q quits while the terminal is too small")
  func quitWhileTooSmall() throws {
    let path = ReplayScriptTests.directory.appendingPathComponent("Scripts/too-small-keys.keys")
      .path
    let script = try KeyScript.parse(String(contentsOfFile: path, encoding: .utf8), path: path)
      .get()
    let result = try AppHarness.replay(
      script, snapshots: ReplayScriptTests.directory.appendingPathComponent("Snapshots").path,
      update: false)
    #expect(result.outcome == .passed, "\(result.outcome.failureMessage ?? "")")
    #expect(result.applicationFinished)
  }

  @Test("a megabyte pasted into Notes is one edit")
  func largePaste() throws {
    let window = try AppHarness.window(openPath: "Work/Quarterly plan")
    var decoder = InputDecoder()
    let line = String(repeating: "x", count: 1_023) + "\n"
    let text = String(repeating: line, count: 1_024)
    for key in [Key.tab, .tab] { window.handle(.key(key)) }
    _ = window.render(size: .standard)
    let events = decoder.feed(Array(("\u{1B}[200~" + text + "\u{1B}[201~").utf8))
    #expect(events.count == 1)
    for event in events { window.handle(event) }
    let frame = window.render(size: .standard).text
    #expect(frame.contains("xxxxxxxx"))
    window.handle(.key(.control("s")))
    #expect(window.stackDescription == "Folders > Work")
  }
}
