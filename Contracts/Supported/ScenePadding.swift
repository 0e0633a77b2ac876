// API: `.scenePadding(_:)`, `.scenePadding(_:edges:)`
// Status: supported
// Shown by: Tests/NavStackTests/Containers/Scripts/aspect-ratio-in-points.keys
import SwiftUI

struct ScenePaddingContract: View {
  var body: some View {
    VStack {
      Text("Welcome")
        .scenePadding()
      Text("Settings")
        .scenePadding(.minimum, edges: .horizontal)
    }
  }
}
