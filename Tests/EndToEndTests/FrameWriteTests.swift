import Foundation
import Testing

/// A frame reaches the terminal in one write (issue 13).
///
/// ncurses 6.4 flushes at every cursor move inside `doupdate` until its screen has once been
/// ended and taken up again, so the terminal does that before the first frame. A page of a
/// list rewrites about twenty lines, which went out in about twenty writes before.
@Suite("A frame goes out in one write")
struct FrameWriteTests {
  @Test("each page of a long list is written in at most two calls, not one per line")
  func pageIsOneWrite() async throws {
    let workspace = try Workspace()
    let items = (1...120).map { number in
      #"{"id":"i\#(number)","name":"Item number \#(number)","notes":"","done":false}"#
    }
    let library = try workspace.write(
      #"{"version":1,"folders":[{"id":"f1","name":"Many","items":["#
        + items.joined(separator: ",") + "]}]}\n",
      to: "library.json")
    let terminal = try await Navstack.startInPseudoTerminal(["--data", library], in: workspace)
    #expect(try await terminal.press("\r"), "Enter did not open the folder")
    #expect(try await terminal.waitForText("Item number 1"))
    let before = try #require(terminal.writeCalls(), "no write count in /proc")
    let pages = 4
    for _ in 0..<pages {
      #expect(try await terminal.press("\u{1B}[6~"), "PgDn drew nothing")
    }
    let after = try #require(terminal.writeCalls())
    #expect(terminal.output.suffix(4_000).firstRange(of: Array("Item number 8".utf8)) != nil)
    #expect(after - before <= 2 * pages, "\(after - before) writes for \(pages) pages")
    try await terminal.send("q")
    #expect(try await terminal.waitForExit() == 0)
  }
}
