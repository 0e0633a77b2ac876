import NavStack
import Testing

/// What a terminal captured of standard output reaches the window's log through the run loop,
/// and the inspector (Ctrl+G) shows the log's last lines above its tree line.
@MainActor
@Suite("Printed output: the run loop hands it to the log the inspector shows")
struct PrintedOutputTests {
  /// A terminal that gives keys, then ends, and has captured a few lines before the first
  /// frame and more after the first key.
  final class PrintingTerminal: Terminal {
    let size: Size
    private(set) var screen: Canvas
    private var events: [InputEvent]
    private var printed: [[String]]

    init(size: Size, events: [InputEvent], printed: [[String]]) {
      self.size = size
      screen = Canvas(size: size)
      self.events = events
      self.printed = printed
    }

    func present(_ canvas: Canvas) { screen = canvas }
    func nextEvent(waitingAtMost milliseconds: Int) -> TerminalWait {
      events.isEmpty ? .ended : .event(events.removeFirst())
    }
    func resize(to size: Size) {}
    func takePrintedLines() -> [String] { printed.isEmpty ? [] : printed.removeFirst() }
  }

  struct Page: View {
    var body: some View {
      NavigationStack { Text("Content").navigationTitle("Page") }
    }
  }

  @Test("printed lines join the log; Ctrl+G shows the last ones, oldest first, above the tree")
  func inspectorShowsPrintedLines() {
    let host = ViewHost(Page())
    let size = Size(width: 40, height: 12)
    let terminal = PrintingTerminal(
      size: size, events: [.key(.control("g"))],
      printed: [["first line", "second\tline"], ["third line"]])
    EventLoop.run(host, on: terminal)
    #expect(host.log == ["first line", "second\tline", "third line"])
    let rows = terminal.screen.text.split(separator: "\n", omittingEmptySubsequences: false)
    // A third of the rows above the key bar: 3 log lines, then the tree line.
    #expect(rows[7].hasPrefix("first line"))
    #expect(rows[8].hasPrefix("second"))
    #expect(rows[9].hasPrefix("third line"))
    #expect(rows[10].hasPrefix("Window › Stack[Page]"))
    #expect(!rows.prefix(7).contains { $0.contains("line") })
  }

  @Test("a program that prints every frame does not grow the log without end")
  func logKeepsTheLastLines() {
    let host = ViewHost(Page())
    let lines = (1...5_000).map { "line \($0)" }
    host.notePrintedOutput(lines)
    #expect(host.log.count <= 1_250)
    #expect(host.log.count >= 1_000)
    #expect(host.log.last == "line 5000")
    #expect(!host.log.contains("line 1"))
  }

  @Test("with an empty log the inspector is its one tree line, as before")
  func emptyLog() {
    let host = ViewHost(Page())
    let size = Size(width: 40, height: 12)
    let terminal = PrintingTerminal(size: size, events: [.key(.control("g"))], printed: [])
    EventLoop.run(host, on: terminal)
    let rows = terminal.screen.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows[10].hasPrefix("Window › Stack[Page]"))
    #expect(!rows[9].contains { $0 != " " })
  }
}
