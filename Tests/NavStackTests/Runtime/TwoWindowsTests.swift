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
}
