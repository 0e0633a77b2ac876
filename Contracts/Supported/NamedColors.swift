// API: `Color.orange`, `.green`, `.purple` and SwiftUI's other named colours
// Status: supported
// Shown by: Tests/NavStackTests/Looks/Scripts/colors.keys
import SwiftUI

struct NamedColorsContract: View {
  var body: some View {
    VStack(alignment: .leading) {
      Text("Warning").foregroundStyle(.orange)
      Text("Online").foregroundColor(.green)
      Text("Premium").foregroundStyle(Color.purple)
      Text("Clear").background(Color.clear)
    }
  }
}
