import NavStackTesting
import Observation
import Testing

@testable import NavStack

/// The layout pass is shared by every window and holds the nodes whose sizes it has still to
/// forget; a window dropped with some waiting must leave none that the next window's pass
/// would walk up from into freed nodes.
@MainActor
@Suite("A window dropped with layout waiting leaves nothing behind")
struct WindowTeardownTests {
  @Test("the next window draws after one dropped with sizes still to forget")
  func droppedWindow() {
    weak var dropped: ViewHost?
    do {
      let model = CountModel()
      let session = ViewSession(CountView(model: model))
      model.count = 1
      // Rebuilt, not drawn: the rebuilt nodes wait in the pass for their sizes to go.
      session.host.settle()
      #expect(!LayoutPass.pending.isEmpty)
      dropped = session.host
    }
    #expect(dropped == nil, "the window was freed")
    let next = ViewSession(Text("Next"))
    #expect(next.text.contains("Next"))
  }
}

@Observable
@MainActor
private final class CountModel {
  var count = 0
}

private struct CountView: View {
  let model: CountModel

  var body: some View {
    VStack {
      Text("Count \(model.count)")
      Text("Below")
    }
  }
}
