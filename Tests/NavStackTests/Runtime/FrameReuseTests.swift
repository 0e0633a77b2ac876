import NavStackTesting
import Testing

@testable import NavStack

/// A key that only moves a list's highlight among the rows on screen makes its frame from the
/// last one (`FrameReuse`); the frame must be the one a whole draw gives, and anything else
/// that changed must draw the frame whole.
@MainActor
@Suite("A highlight move redraws two rows of the last frame")
struct FrameReuseTests {
  /// The frame the host draws whole now, for comparing with the frame it made.
  private func wholeFrame(_ session: ViewSession) -> Canvas {
    session.host.frameReuse.forget()
    session.host.commitFrame()
    return session.host.render(size: session.size)
  }

  @Test("moves among the rows on screen are made from the last frame, cell for cell as drawn whole")
  func movesArePatched() {
    let session = ViewSession(Inbox(), size: Size(width: 50, height: 14))
    let before = session.host.patchedFrameCount
    for key in [Key.down, .down, .down, .up, .character("j"), .home] {
      session.press(key)
      let made = session.canvas
      #expect(made == wholeFrame(session), "after \(key):\n\(made.text)")
    }
    #expect(session.host.patchedFrameCount - before == 6, "every move made from the last frame")
    #expect(session.text.contains("› Message 1"), "\(session.text)")
  }

  @Test("moves in a row, with no whole frame between, are each made from the one before")
  func movesInARow() {
    let session = ViewSession(Inbox(), size: Size(width: 50, height: 14))
    let before = session.host.patchedFrameCount
    for key in [Key.down, .down, .up, .down, .down, .character("k")] { session.press(key) }
    #expect(session.host.patchedFrameCount - before == 6, "every move made from the last frame")
    #expect(session.canvas == wholeFrame(session), "\(session.text)")
    #expect(session.text.contains("› Message 3"), "\(session.text)")
  }

  @Test("a click on a row on screen moves the highlight the same way")
  func clickIsPatched() {
    let session = ViewSession(Inbox(), size: Size(width: 50, height: 14))
    let before = session.host.patchedFrameCount
    #expect(session.click("Message 4"))
    #expect(session.text.contains("› Message 4"), "\(session.text)")
    #expect(session.canvas == wholeFrame(session))
    #expect(session.host.patchedFrameCount - before == 1)
  }

  @Test("a scroll by a line or a page draws the list again in the last frame, as drawn whole")
  func scrollsRedrawTheList() {
    let session = ViewSession(Inbox(), size: Size(width: 50, height: 14))
    let before = (session.host.patchedFrameCount, session.host.redrawnFrameCount)
    for key in [Key.pageDown, .down, .down, .pageUp, .end, .up] {
      session.press(key)
      let made = session.canvas
      #expect(made == wholeFrame(session), "after \(key):\n\(made.text)")
    }
    #expect(session.host.patchedFrameCount - before.0 == 6, "every key made from the last frame")
    #expect(session.host.redrawnFrameCount - before.1 == 3, "PgDn, PgUp and End scrolled")
    #expect(session.click("Message 18"), "\(session.text)")
    #expect(session.text.contains("› Message 18"), "the rows' new places take the click")
  }

  @Test("a scroll by a few lines moves the rows on screen and draws only those coming in")
  func scrollsMoveTheRows() {
    let session = ViewSession(Inbox(), size: Size(width: 50, height: 14))
    let moved = session.host.graph.listStatistics.scrollsByMovingRows
    let redrawn = session.host.redrawnFrameCount
    // Down to the last row, one line at a time, then back up to the first: every step past
    // the rows on screen scrolls the list by one line.
    for key in Array(repeating: Key.down, count: 19) + Array(repeating: Key.up, count: 19) {
      session.press(key)
      let made = session.canvas
      #expect(made == wholeFrame(session), "after \(key):\n\(made.text)")
    }
    let scrolls = session.host.redrawnFrameCount - redrawn
    #expect(scrolls > 0, "the list scrolled")
    #expect(
      session.host.graph.listStatistics.scrollsByMovingRows - moved == scrolls,
      "every scroll moved the rows")
    #expect(session.text.contains("› Message 1"), "\(session.text)")
    session.press(.end)
    session.press(.up)
    session.press(.up)
    #expect(session.click("Message 17"), "\(session.text)")
    #expect(session.text.contains("› Message 17"), "the rows' new places take the click")
    #expect(session.canvas == wholeFrame(session))
  }

  /// A list's size does not depend on which rows it shows: a scroll that only moves rows,
  /// shown and parked, keeps what was measured above the list for the next whole frame.
  @Test("a scroll over rows shown before keeps every size measured above the list")
  func scrollKeepsSizesAbove() {
    let session = ViewSession(Inbox(), size: Size(width: 50, height: 14))
    session.press(.down, times: 19)
    session.press(.up, times: 19)
    _ = wholeFrame(session)
    guard let list = session.host.root.flatMap(Self.listNode(under:)) else {
      Issue.record("no list")
      return
    }
    func measuredAbove() -> Int {
      var count = 0
      var node = list.parent
      while let each = node {
        if !each.layoutCache.sizes.isEmpty { count += 1 }
        node = each.parent
      }
      return count
    }
    let before = measuredAbove()
    #expect(before > 3, "the whole frame measured the views above the list")
    let shifted = session.host.graph.listStatistics.scrollsByShiftingRows
    session.press(.down, times: 19)
    #expect(
      session.host.graph.listStatistics.scrollsByShiftingRows - shifted > 5,
      "the scrolls took rows shown before")
    #expect(measuredAbove() == before)
    #expect(session.canvas == wholeFrame(session), "\(session.text)")
  }

  /// The node of the first list under `node`.
  private static func listNode(under node: ViewNode) -> ViewNode? {
    if node.primitiveState is ListController { return node }
    for child in node.children {
      if let found = listNode(under: child) { return found }
    }
    return nil
  }

  @Test("a list of a ForEach of sections scrolls row by row past its headers, as drawn whole")
  func sectionedScrolls() {
    let session = ViewSession(Sectioned(), size: Size(width: 50, height: 14))
    for key in Array(repeating: Key.down, count: 30) + Array(repeating: Key.up, count: 30) {
      session.press(key)
      let made = session.canvas
      #expect(made == wholeFrame(session), "after \(key):\n\(made.text)")
    }
    // ↑ on the first row stays there, with its header in sight; a header is never selected.
    #expect(session.text.contains("Group 0"), "\(session.text)")
    #expect(session.text.contains("› Item 0.0"), "\(session.text)")
    session.press(.end)
    #expect(session.text.contains("› Item 3.7"), "\(session.text)")
    session.press(.home)
    #expect(session.text.contains("Group 0") && session.text.contains("› Item 0.0"))
    #expect(session.canvas == wholeFrame(session))
  }

  @Test("a row that changed with the scroll, outside the list, draws the frame whole")
  func changeOutsideTheListDrawsWhole() {
    let session = ViewSession(Inbox(counter: true), size: Size(width: 50, height: 14))
    let before = session.host.patchedFrameCount
    session.press(.pageDown)
    #expect(session.host.patchedFrameCount == before, "the title counts the scrolls")
    #expect(session.canvas == wholeFrame(session))
  }

  @Test("a focus move and a key that moved nothing draw the frame whole")
  func otherKeysDrawWhole() {
    let session = ViewSession(Inbox(), size: Size(width: 50, height: 14))
    let before = session.host.patchedFrameCount
    session.press(.up)  // already at the top: nothing moved
    session.press(.tab)
    #expect(session.host.patchedFrameCount == before, "\(session.text)")
  }

  @Test("a move then a click: the move's frame is patched, the click's drawn whole")
  func mixedEventsDrawWhole() throws {
    let session = ViewSession(Inbox(), size: Size(width: 50, height: 14))
    let before = session.host.patchedFrameCount
    let field = try #require(session.canvas.firstCell(showing: "Search"))
    // Each event draws its own frame as it ends; the click is taken on the key's frame.
    session.host.handle(.key(.down))
    session.host.handle(.mouse(MouseEvent(.click, at: field)))
    let canvas = session.host.render(size: session.size)
    #expect(session.host.patchedFrameCount == before + 1)
    #expect(canvas == wholeFrame(session))
    // The field took focus, so the list's highlight (on the row the key moved to) has no
    // focus marker (R50).
    let row = try #require(
      canvas.text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
        $0.contains("Message 2")
      })
    #expect(canvas.snapshot.contains("\n\(row): 0-48 reverse@selection"), "\(canvas.snapshot)")
    #expect(canvas.text.contains("  Message 2"), "\(canvas.text)")
  }

  @Test("a view drawn over the rows keeps its cells: the move draws the frame whole")
  func overdrawnListDrawsWhole() {
    let session = ViewSession(Inbox(banner: true), size: Size(width: 50, height: 14))
    let before = session.host.patchedFrameCount
    session.press(.down, times: 3)
    #expect(session.text.contains("NEW MAIL"), "\(session.text)")
    #expect(session.text.contains("› Message 4"), "\(session.text)")
    #expect(session.canvas == wholeFrame(session))
    #expect(session.host.patchedFrameCount == before)
  }

  @Test("a spinner on screen turns with the clock: its frames are always drawn whole")
  func spinnerFramesDrawWhole() {
    let session = ViewSession(Inbox(spinner: true), size: Size(width: 50, height: 14))
    let before = session.host.patchedFrameCount
    session.press(.down)
    let first = session.text
    session.sleep(milliseconds: 100)
    session.press(.down)
    #expect(session.host.patchedFrameCount == before)
    #expect(session.text != first.replacingOccurrences(of: "› Message 2", with: "  Message 2"))
    #expect(session.canvas == wholeFrame(session))
  }
}

/// Four sections of eight rows, each under its header, made by a `ForEach`.
private struct Sectioned: View {
  var body: some View {
    NavigationStack {
      List {
        ForEach(0..<4, id: \.self) { group in
          Section("Group \(group)") {
            ForEach(0..<8, id: \.self) { item in Text("Item \(group).\(item)") }
          }
        }
      }
      .navigationTitle("Sections")
    }
  }
}

/// Twenty messages under a bar, with a banner drawn over the rows, a spinner above them, or
/// a count of the rows the list scrolled to above them.
private struct Inbox: View {
  var banner = false
  var spinner = false
  var counter = false
  @State private var shown: Int?

  var body: some View {
    NavigationStack {
      VStack {
        if spinner { ProgressView("Fetching") }
        if counter { Text("At \(shown ?? 0)") }
        List(1...20, id: \.self) { number in
          Button("Message \(number)") {}
        }
        .scrollPosition(id: counter ? $shown : .constant(nil))
        .overlay(alignment: .center) {
          if banner { Text("NEW MAIL") }
        }
        TextField("Search", text: .constant(""))
      }
      .navigationTitle("Inbox")
      .toolbar { Button("Compose") {} }
    }
  }
}
