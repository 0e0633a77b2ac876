// API: `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`, `ContentMode`
// Status: supported
// Shown by: Tests/NavStackTests/Containers/Scripts/aspect-ratio-in-points.keys
import SwiftUI

struct AspectRatioContract: View {
  var body: some View {
    VStack {
      Color.blue.aspectRatio(1, contentMode: .fit).frame(height: 80)
      Color.red.aspectRatio(16 / 9, contentMode: .fill)
      Image(systemName: "photo").scaledToFit()
      Image(systemName: "photo").scaledToFill()
    }
  }
}
