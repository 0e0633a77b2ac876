// API: `buttonBorderShape(_:)` with `ButtonBorderShape`
// Status: supported
// Shown by: Tests/NavStackTests/Styles/Scripts/button-styles-draw-and-press.keys
import SwiftUI

struct ButtonBorderShapeContract: View {
  var body: some View {
    HStack {
      Button("Capsule") {}.buttonBorderShape(.capsule)
      Button("Square") {}.buttonBorderShape(.roundedRectangle(radius: 4))
      Button("Round") {}.buttonBorderShape(.circle)
    }
    .buttonStyle(.bordered)
  }
}
