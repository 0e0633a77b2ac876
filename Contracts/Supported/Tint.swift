// API: `tint(_:)`, `.tint` as a shape style, `accentColor(_:)`
// Status: supported
// Shown by: Colours and shape styles/text painted with .tint takes the tint where it is drawn
import SwiftUI

struct TintContract: View {
  var body: some View {
    VStack {
      Text("Tinted").foregroundStyle(.tint)
      Label("Tinted too", systemImage: "star").foregroundStyle(.tint)
    }
    .tint(.mint)
    .accentColor(.orange)
  }
}
