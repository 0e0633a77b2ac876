import NavStack
import Testing

/// Keys typed at a person's pace: the window's clock moves between them, as the event loop
/// moves it by the time that passed, and each key must cost one frame, not two.
@MainActor
@Suite("One frame per event")
struct FramePerEventTests {
  struct LongList: View {
    var body: some View {
      NavigationStack {
        List(0..<300, id: \.self) { number in
          Text("Row \(number)")
        }
        .navigationTitle("Rows")
      }
    }
  }

  /// The frames drawn since the counts were taken: whole, and patched from the last one.
  private func frames(of host: ViewHost, since start: (whole: Int, patched: Int)) -> (
    whole: Int, patched: Int
  ) {
    (host.wholeFrameDrawCount - start.whole, host.patchedFrameCount - start.patched)
  }

  @Test("a key after a pause draws one frame, patched, and none before it")
  func keyAfterPause() {
    let host = ViewHost(LongList())
    _ = host.render(size: .standard)
    let start = (host.wholeFrameDrawCount, host.patchedFrameCount)
    for _ in 0..<20 {
      host.advanceClock(by: 20)
      host.handle(.key(.down))
      _ = host.render(size: .standard)
    }
    let drawn = frames(of: host, since: start)
    #expect(drawn.whole == 0)
    #expect(drawn.patched == 20)
    #expect(host.render(size: .standard).text.contains("Row 20"))
  }

  @Test("render reads the frame the event drew: no drawing, no body, no focus move")
  func renderIsARead() {
    let host = ViewHost(Pushing())
    _ = host.render(size: .standard)
    for key in [Key.down, .enter, .tab, .escape] {
      host.advanceClock(by: 20)
      host.handle(.key(key))
      let drawn = (host.wholeFrameDrawCount, host.patchedFrameCount, host.bodyEvaluations)
      let focus = host.render(size: .standard).cursor
      let first = host.render(size: .standard)
      let again = host.render(size: .standard)
      #expect(first == again, "after \(key)")
      #expect(first.cursor == focus)
      #expect(
        (host.wholeFrameDrawCount, host.patchedFrameCount, host.bodyEvaluations) == drawn,
        "render drew or evaluated after \(key)")
    }
  }

  @Test("a screen opened by a key is focused in the frame that key drew")
  func openedScreenIsFocusedInItsFrame() {
    let host = ViewHost(Pushing())
    _ = host.render(size: .standard)
    host.handle(.key(.down))
    host.handle(.key(.enter))
    let drawn = host.wholeFrameDrawCount
    let frame = host.render(size: .standard)
    #expect(host.wholeFrameDrawCount == drawn)
    #expect(frame.text.contains("Row 1"), "\(frame.text)")
    // The detail's field holds focus, so the cursor stands in it.
    #expect(frame.cursor != nil, "\(frame.text)")
  }

  struct Pushing: View {
    var body: some View {
      NavigationStack {
        List(0..<30, id: \.self) { number in
          NavigationLink("Row \(number)") { Detail(number: number) }
        }
        .navigationTitle("Rows")
      }
    }
  }

  struct Detail: View {
    let number: Int
    @State private var name = ""
    var body: some View {
      Form { TextField("Name", text: $name) }
        .navigationTitle("Row \(number)")
    }
  }

  @Test("time passing with nothing due draws nothing")
  func idleDrawsNothing() {
    let host = ViewHost(LongList())
    _ = host.render(size: .standard)
    let start = (host.wholeFrameDrawCount, host.patchedFrameCount)
    for _ in 0..<10 {
      host.advanceClock(by: 1000)
      _ = host.render(size: .standard)
    }
    let drawn = frames(of: host, since: start)
    #expect(drawn.whole == 0)
    #expect(drawn.patched == 0)
  }

  @Test("a timer's change is drawn after the pause it falls in")
  func timerChangeIsDrawn() {
    let host = ViewHost(Delayed())
    _ = host.render(size: .standard)
    #expect(host.render(size: .standard).text.contains("waiting"))
    host.advanceClock(by: 100)
    #expect(host.render(size: .standard).text.contains("fired"))
  }

  struct Delayed: View {
    @State private var text = "waiting"
    var body: some View {
      Text(text).onAppear {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { text = "fired" }
      }
    }
  }
}
