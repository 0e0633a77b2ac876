// API: `Rectangle`, `RoundedRectangle(cornerRadius:style:)`, `Circle`, `Ellipse`, `Capsule`, `.rect`, `.rect(cornerRadius:)`, `.circle`, `.capsule`
// Status: supported
// Shown by: Tests/NavStackTests/Looks/Scripts/shapes.keys
import SwiftUI

struct ShapesContract: View {
  var body: some View {
    HStack {
      Rectangle().frame(width: 40, height: 20)
      RoundedRectangle(cornerRadius: 12, style: .continuous).frame(width: 60, height: 40)
      Circle().foregroundColor(.green).frame(width: 10, height: 10)
      Ellipse().foregroundStyle(.purple).frame(width: 100, height: 80)
      Capsule().frame(width: 80, height: 20)
    }
    .clipShape(.rect(cornerRadius: 8))
  }
}
