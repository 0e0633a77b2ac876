import NavStackTesting
import Testing

@testable import NavStack

/// Two windows in one process each keep their own record of what changed: one window's work
/// neither makes the other draw whole nor hides a change from it.
@MainActor
@Suite("Two windows side by side")
struct TwoWindowsTests {
  struct Rows: View {
    var body: some View {
      NavigationStack {
        List(0..<300, id: \.self) { number in
          Text("Row \(number)")
        }
        .navigationTitle("Rows")
      }
    }
  }

  struct Counter: View {
    @State private var count = 0
    var body: some View {
      NavigationStack {
        VStack {
          Text("Count \(count)")
          Button("Add") { count += 1 }
        }
        .navigationTitle("Counter")
      }
    }
  }

  struct CountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
  }

  /// A counter whose count is reported as a preference and read above it.
  struct ReportedCounter: View {
    @State private var count = 0
    @State private var seen = 0
    var body: some View {
      VStack {
        Text("Seen \(seen)")
        Button("Add") { count += 1 }.preference(key: CountKey.self, value: count)
      }
      .onPreferenceChange(CountKey.self) { seen = $0 }
    }
  }

  /// A counting text: the seconds on the window's clock since the view first read it.
  struct Elapsed: View {
    @State private var start = _TextClock.readNow()
    var body: some View {
      Text("Elapsed \(Int(_TextClock.readNow().timeIntervalSince(start).rounded()))")
    }
  }

  /// The frame `session`'s window draws whole now.
  private func wholeFrame(_ session: ViewSession) -> Canvas {
    session.host.frameReuse.forget()
    session.host.commitFrame()
    return session.host.render(size: session.size)
  }

  @Test("a window's moves are patched while the other window rebuilds between them")
  func movesStayPatched() {
    let rows = ViewSession(Rows())
    let counter = ViewSession(Counter())
    let whole = rows.host.wholeFrameDrawCount
    let patched = rows.host.patchedFrameCount
    for step in 1...10 {
      counter.press(.enter)
      #expect(counter.text.contains("Count \(step)"), "\(counter.text)")
      rows.press(.down)
    }
    #expect(rows.host.wholeFrameDrawCount == whole, "the other window's work drew this one whole")
    #expect(rows.host.patchedFrameCount - patched == 10)
    #expect(rows.canvas == wholeFrame(rows), "\(rows.text)")
    #expect(rows.text.contains("Row 10"))
  }

  @Test("a window dropped while the other has changes waiting leaves them to it")
  func droppedBesideALiveOne() {
    let counter = ViewSession(Counter())
    do {
      let other = ViewSession(Rows())
      other.press(.pageDown)
      counter.press(.enter)
    }
    counter.press(.enter)
    #expect(counter.text.contains("Count 2"), "\(counter.text)")
    #expect(counter.canvas == wholeFrame(counter))
  }

  @Test("a preference written in one window makes the other's readers check nothing")
  func preferencesStayInTheirWindow() {
    let reader = ViewSession(ReportedCounter())
    let writer = ViewSession(ReportedCounter())
    #expect(!reader.host.graph.preferencesNeedCheck)
    for step in 1...3 {
      writer.press(.enter)
      #expect(writer.text.contains("Seen \(step)"), "\(writer.text)")
      #expect(!reader.host.graph.preferencesNeedCheck, "the other window's writer moved this one's")
    }
    reader.press(.enter)
    #expect(reader.text.contains("Seen 1"), "\(reader.text)")
  }

  @Test("each window's counting texts follow its own clock, and only its seconds move them")
  func clocksStayInTheirWindows() {
    let first = ViewSession(Elapsed())
    let second = ViewSession(Elapsed())
    let evaluations = second.host.bodyEvaluations
    first.sleep(milliseconds: 1_000)
    #expect(first.text.contains("Elapsed 1"), "\(first.text)")
    #expect(!second.host.graph.hasDirtyNodes, "a second of the other window made this one's text")
    #expect(second.host.bodyEvaluations == evaluations)
    second.sleep(milliseconds: 3_000)
    #expect(second.text.contains("Elapsed 3"), "\(second.text)")
    first.sleep(milliseconds: 1_000)
    #expect(first.text.contains("Elapsed 2"), "\(first.text)")
  }

  @Test("each window counts the scrolls of its own lists")
  func listStatisticsStayInTheirWindows() {
    let scrolled = ViewSession(Rows())
    let other = ViewSession(Rows())
    scrolled.press(.down, times: 40)
    scrolled.press(.pageDown, times: 3)
    scrolled.press(.pageUp, times: 3)
    let counted = scrolled.host.graph.listStatistics
    #expect(counted.scrollsByMovingRows > 0)
    #expect(counted.scrollsByShiftingRows > 0)
    let untouched = other.host.graph.listStatistics
    #expect(untouched.scrollsByMovingRows == 0)
    #expect(untouched.scrollsByShiftingRows == 0)
    #expect(untouched.rowsBroughtBackByIndex == 0)
  }
}
