// API: `background(_:ignoresSafeAreaEdges:)`, `overlay(_:ignoresSafeAreaEdges:)`, `backgroundStyle(_:)`
// Status: supported
// Shown by: Tests/NavStackTests/Looks/Scripts/colors.keys
import SwiftUI

struct BackgroundShapeStyleContract: View {
  var body: some View {
    VStack {
      Text("Alert").background(.red)
      Text("Marked").background(Color.yellow)
      Text("Covered").overlay(.clear)
      Text("Styled").background(.background).backgroundStyle(.blue)
    }
  }
}
