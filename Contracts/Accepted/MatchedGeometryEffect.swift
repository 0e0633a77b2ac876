// API: `matchedGeometryEffect(id:in:properties:anchor:isSource:)`, `@Namespace`
// Status: accepted
// Why: nothing moves between frames in a terminal, so a matched view is drawn in its own place at once.
import SwiftUI

struct MatchedGeometryEffectContract: View {
  @Namespace private var namespace
  @State private var selected = 0

  var body: some View {
    HStack {
      ForEach(0..<3, id: \.self) { index in
        Button("Tab \(index)") { withAnimation(.snappy) { selected = index } }
          .background {
            if selected == index {
              Capsule().fill(.blue).matchedGeometryEffect(id: "pill", in: namespace)
            }
          }
      }
    }
  }
}
