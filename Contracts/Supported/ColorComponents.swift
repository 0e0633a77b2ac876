// API: `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`, `Color(hue:saturation:brightness:opacity:)`
// Status: supported
// Shown by: Tests/NavStackTests/Looks/Scripts/colors.keys
import SwiftUI

extension Color {
  static let brandGreen = Color(red: 0.2, green: 0.8, blue: 0.3)
}

struct ColorComponentsContract: View {
  var body: some View {
    VStack {
      Text("Brand").foregroundStyle(Color.brandGreen)
      Text("Grey").foregroundStyle(Color(white: 0.5))
      Text("Hue").foregroundStyle(Color(hue: 0.78, saturation: 0.6, brightness: 0.85))
      Text("P3").foregroundStyle(Color(.displayP3, red: 1, green: 0.5, blue: 0, opacity: 0.9))
    }
  }
}
