// API: `Color.opacity(_:)`, `ShapeStyle.opacity(_:)`
// Status: supported
// Shown by: Colours and shape styles/opacity: zero paints nothing, a faint colour dims text and fills nothing
import SwiftUI

struct ColorOpacityContract: View {
  var body: some View {
    Text("Card")
      .foregroundStyle(.blue.opacity(0.6))
      .background(Color.blue.opacity(0.1))
  }
}
