// API: `withAnimation(_:_:)`, `withAnimation(_:completionCriteria:_:completion:)`
// Status: supported
// Shown by: Tests/NavStackTests/Looks/Scripts/animation.keys
import SwiftUI

struct WithAnimationContract: View {
  @State private var expanded = false
  @State private var message = ""

  var body: some View {
    VStack {
      Button("Toggle") {
        withAnimation { expanded.toggle() }
      }
      Button("Spring") {
        let wasExpanded = withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) {
          expanded.toggle()
          return !expanded
        }
        message = wasExpanded ? "closed" : "opened"
      }
      Button("Finish") {
        withAnimation(.easeInOut(duration: 1)) {
          expanded = false
        } completion: {
          message = "done"
        }
      }
      if expanded { Text(message) }
    }
  }
}
