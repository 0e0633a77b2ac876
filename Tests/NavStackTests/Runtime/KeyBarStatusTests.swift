import NavStackTesting
import Testing

@testable import NavStack

/// A message in the key bar that does not fit its row ends in `…`, as every other cut text
/// does, so that a cut message does not read as the whole of it.
@MainActor
@Suite("Key bar messages")
struct KeyBarStatusTests {
  @Test("a message wider than the key bar is cut with …; one that fits is shown whole")
  func longMessageEndsInEllipsis() {
    let session = ViewSession(Text("Content"), size: Size(width: 40, height: 10))
    let message = "Cannot save: /home/user/notes/library.json: permission denied"
    session.host.statusMessage = message
    session.resize(to: Size(width: 40, height: 10))
    #expect(session.row(9) == "Cannot save: /home/user/notes/library.j…", "\(session.numberedText)")
    session.resize(to: Size(width: 80, height: 10))
    #expect(session.row(9) == message, "\(session.numberedText)")
  }
}
