import NavStackScript
import NavStackTesting
import Testing

@testable import NavStack

/// Every driver runs the one loop (`EventLoop`): a replay, a test session and a run on a
/// terminal differ only in the terminal they pass, so the same keys draw the same frames and
/// a text editor's held-back edits are written without a driver asking.
@MainActor
@Suite("One loop: replays, test sessions and terminal runs drive the window alike")
struct OneLoopTests {
  /// A list whose toolbar button jumps to row 30 on Ctrl+J, a key a legacy terminal sends as
  /// a line feed, which reads as Enter.
  private struct JumpList: View {
    @State private var highlight: Int?
    var body: some View {
      NavigationStack {
        List(0..<40, id: \.self) { row in Text("Row \(row)") }
          .scrollPosition(id: $highlight)
          .toolbar { Button("Jump") { highlight = 30 }.keyboardShortcut("j") }
          .navigationTitle("Rows")
      }
    }
  }

  /// A terminal in memory that keeps the text of every frame presented.
  private final class FrameLog: Terminal {
    let inner: HeadlessTerminal
    private(set) var frames: [String] = []
    init(_ inner: HeadlessTerminal) { self.inner = inner }
    var size: Size { inner.size }
    var virtualTime: Int? { inner.virtualTime }
    func present(_ canvas: Canvas) {
      inner.present(canvas)
      frames.append(canvas.text)
    }
    func nextEvent(waitingAtMost milliseconds: Int) -> TerminalWait {
      inner.nextEvent(waitingAtMost: milliseconds)
    }
    func resize(to size: Size) { inner.resize(to: size) }
  }

  /// A terminal in real time that gives its events at once, then reports the end of input.
  private final class RealTimeKeys: Terminal {
    let size = Size(width: 40, height: 10)
    private var events: [InputEvent]
    init(_ events: [InputEvent]) { self.events = events }
    func present(_ canvas: Canvas) {}
    func nextEvent(waitingAtMost milliseconds: Int) -> TerminalWait {
      events.isEmpty ? .ended : .event(events.removeFirst())
    }
    func resize(to size: Size) {}
  }

  @Test(
    "a replay, a test session and the loop on a terminal draw the same frames for the same keys")
  func sameFrames() {
    let keys: [Key] = [.down, .down, .control("j"), .up, .pageDown, .character("x"), .home]
    let size = Size(width: 40, height: 12)

    var replayed: [String] = []
    let script = KeyScript(
      path: "same.keys", settings: ScriptSettings(size: size),
      steps: keys.enumerated().map { ScriptStep(.key($1, count: 1), line: $0 + 1) })
    let result = Replayer(script: script) { replayed.append($0.canvas.text) }
      .run(app: ViewHost(JumpList()), terminal: HeadlessTerminal(size: size))

    let session = ViewSession(JumpList(), size: size)
    var pressed = [session.text]
    for key in keys {
      session.press(key)
      pressed.append(session.text)
    }

    let terminal = FrameLog(HeadlessTerminal(size: size, events: keys.map { .key($0) }))
    let handled = EventLoop.run(ViewHost(JumpList()), on: terminal)

    #expect(result.outcome == .passed)
    #expect(result.eventCount == keys.count && handled == keys.count)
    #expect(replayed.count == keys.count + 1)
    #expect(replayed[3].contains("› Row 30"), "Ctrl+J arrives as pressed, not as Enter")
    #expect(replayed == pressed)
    #expect(replayed == terminal.frames)
  }

  @Test(
    "a run in real time that ends writes what a text editor held back, with no call by its driver")
  func endOfRunWritesEdits() {
    let note = CountedText(String(repeating: "word ", count: 40_000))
    let host = ViewHost(TextEditor(text: note.binding))
    EventLoop.run(host, on: RealTimeKeys([.key(.character("a")), .key(.character("b"))]))
    #expect(note.value.prefix(6) == "abword")
  }
}
