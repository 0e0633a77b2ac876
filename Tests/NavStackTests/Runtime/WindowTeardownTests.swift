import NavStackTesting
import Observation
import Testing

@testable import NavStack

/// Each window's layout pass holds the nodes whose sizes it has still to forget, and they hold
/// the pass: a window dropped with some waiting must free its pass and its nodes, and leave
/// nothing that the next window walks.
@MainActor
@Suite("A window dropped with layout waiting leaves nothing behind")
struct WindowTeardownTests {
  @Test("the next window draws after one dropped with sizes still to forget")
  func droppedWindow() {
    weak var dropped: ViewHost?
    weak var droppedPass: LayoutPass?
    do {
      let model = CountModel()
      let session = ViewSession(CountView(model: model))
      model.count = 1
      // Rebuilt, not drawn: the rebuilt nodes wait in the pass for their sizes to go.
      session.host.settle()
      #expect(!session.host.graph.layoutPass.pending.isEmpty)
      dropped = session.host
      droppedPass = session.host.graph.layoutPass
    }
    #expect(dropped == nil, "the window was freed")
    #expect(droppedPass == nil, "the window's pass was freed with its waiting nodes")
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
