import Foundation
import NavStack
import Testing

/// An interactive run follows real time: a timer set with `asyncAfter` fires while the user is
/// idle, and its change is drawn without a key being pressed.
@MainActor
@Suite("Event loop: the clock in a terminal run")
struct EventLoopClockTests {
  /// A terminal with no input that waits as asked, then reports the time ran out; after
  /// `waits` waits its input ends.
  final class IdleTerminal: Terminal {
    let size = Size.standard
    private(set) var screen = Canvas(size: .standard)
    private(set) var waits: [Int] = []
    let limit: Int

    init(waits limit: Int) { self.limit = limit }

    func present(_ canvas: Canvas) { screen = canvas }
    func resize(to size: Size) {}

    func nextEvent(waitingAtMost milliseconds: Int) -> TerminalWait {
      guard waits.count < limit, milliseconds != Int.max else { return .ended }
      waits.append(milliseconds)
      Thread.sleep(forTimeInterval: Double(milliseconds) / 1000)
      return .timedOut
    }
  }

  struct Delayed: View {
    @State private var text = "waiting"

    var body: some View {
      Text(text)
        .onAppear {
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { text = "fired" }
        }
    }
  }

  @Test("a timer fires while idle and its change is drawn; with none left the loop waits for input")
  func timerFiresWhileIdle() {
    let host = ViewHost(Delayed())
    let terminal = IdleTerminal(waits: 5)
    EventLoop.run(host, on: terminal)
    #expect(terminal.screen.text.contains("fired"))
    // One bounded wait for the 50 ms timer; after it fired the loop waited without a bound.
    #expect(terminal.waits.count == 1)
    #expect((0...50).contains(terminal.waits.first ?? -1))
  }
}
