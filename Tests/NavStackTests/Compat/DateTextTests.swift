import NavStackTesting
import SwiftUI
import Testing

/// Texts that count (`Text(date, style: .timer)` and the like) redraw each second only while
/// one is shown.
@MainActor
@Suite("Counting date texts")
struct DateTextTests {
  @Test("a counting text asks for a tick each second only while it is shown")
  func ticksOnlyWhileShown() {
    let session = ViewSession(CountdownApp(), size: Size(width: 50, height: 10))
    #expect(session.host.millisecondsUntilNextTimer == 1000)
    session.sleep(milliseconds: 1000)
    #expect(session.host.millisecondsUntilNextTimer == 1000)
    session.click("Hide")
    // The tick already asked for comes; no view reads the clock after it.
    session.sleep(milliseconds: 1000)
    #expect(session.host.millisecondsUntilNextTimer == nil)
  }

  @Test("a view without a counting text asks for no tick")
  func noTickWithoutCountingText() {
    let session = ViewSession(Text(Date(), style: .date), size: Size(width: 50, height: 10))
    #expect(session.host.millisecondsUntilNextTimer == nil)
  }
}
