// API: `Color(_:bundle:)`
// Status: supported
// Shown by: Tests/NavStackTests/Looks/Scripts/colors.keys
import SwiftUI

struct ColorAssetContract: View {
  var body: some View {
    VStack {
      Text("Brand").foregroundStyle(Color("Brand"))
      Text("Accent").foregroundColor(Color("AccentColor", bundle: nil))
    }
  }
}
