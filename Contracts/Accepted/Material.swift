// API: `Material` (`.ultraThinMaterial`, `.thinMaterial`, `.regularMaterial`, `.thickMaterial`, `.bar`)
// Status: accepted
// Why: a terminal cannot blur what lies under a view, so a material paints nothing.
import SwiftUI

struct MaterialContract: View {
  var body: some View {
    Text("Glass")
      .padding()
      .background(.ultraThinMaterial)
      .overlay(.regularMaterial.opacity(0))
  }
}
