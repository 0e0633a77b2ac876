// API: `Animation` (`.default`, `.linear`, `.easeIn`, `.easeOut`, `.easeInOut`, `.spring(...)`, `.interactiveSpring`, `.bouncy`, `.smooth`, `.snappy`, `.delay(_:)`, `.speed(_:)`, `.repeatForever(autoreverses:)`), `animation(_:value:)`, `animation(_:)`
// Status: accepted
// Why: a terminal redraws whole cells, so every change is shown at once in the next frame and an animation changes nothing.
import SwiftUI

struct AnimationContract: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Text("\(count)").animation(.default, value: count)
      Text("Eased").animation(.easeInOut(duration: 0.3).delay(0.1), value: count)
      Text("Linear").animation(.linear.speed(2), value: count)
      Text("Spring").animation(.spring(duration: 0.5, bounce: 0.3), value: count)
      Text("Bouncy").animation(.bouncy, value: count)
      Text("Smooth").animation(.smooth(duration: 0.4), value: count)
      Text("Snappy").animation(.snappy, value: count)
      Text("Follow").animation(.interactiveSpring(), value: count)
      Text("Pulse").animation(.easeIn.repeatForever(autoreverses: true), value: count)
      Text("Old").animation(.easeOut)
      Button("Add") { count += 1 }
    }
  }
}
