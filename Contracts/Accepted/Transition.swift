// API: `transition(_:)` with `AnyTransition` (`.opacity`, `.slide`, `.scale`, `.move(edge:)`, `.asymmetric(insertion:removal:)`, `.combined(with:)`, `.identity`), `contentTransition(_:)`
// Status: accepted
// Why: a terminal shows a view that comes, goes or changes at once in the next frame, so a transition changes nothing.
import SwiftUI

struct TransitionContract: View {
  @State private var shown = false
  @State private var count = 0

  var body: some View {
    VStack {
      if shown {
        Text("Faded").transition(.opacity)
        Text("Slid").transition(.slide)
        Text("Grown").transition(.scale)
        Text("Moved").transition(.move(edge: .bottom).combined(with: .opacity))
        Text("Both")
          .transition(.asymmetric(insertion: .move(edge: .leading), removal: .identity))
      }
      Text("\(count)").contentTransition(.numericText())
      Button("Toggle") { withAnimation { shown.toggle(); count += 1 } }
    }
  }
}
