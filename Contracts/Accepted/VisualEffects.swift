// API: `shadow(color:radius:x:y:)`, `rotationEffect(_:anchor:)`, `rotation3DEffect(_:axis:)`, `blur(radius:opaque:)`, `contentShape(_:)`, `scaleEffect` other than zero
// Status: accepted
// Why: a terminal's cells are one size on one flat grid and cannot be blurred or shaded, and clicks already take a view's whole frame.
import SwiftUI

struct VisualEffectsContract: View {
  var body: some View {
    VStack {
      Text("Lifted").shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
      Text("Shadow").shadow(radius: 8)
      Image(systemName: "arrow.up").rotationEffect(.degrees(45))
      Text("Flip").rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
      Text("Soft").blur(radius: 3)
      Text("Big").scaleEffect(1.5)
      HStack { Text("Row") }.contentShape(Rectangle())
    }
  }
}
