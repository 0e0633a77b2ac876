// API: `EdgeInsets(top:leading:bottom:trailing:)`, `.padding(_: EdgeInsets)`
// Status: supported
// Shown by: Tests/NavStackTests/Containers/Scripts/geometry-reader-sizes-in-points.keys
import SwiftUI

struct EdgeInsetsContract: View {
  var body: some View {
    Text("Inset")
      .padding(EdgeInsets(top: 20, leading: 30, bottom: 0, trailing: 8))
    Text("None").padding(EdgeInsets())
  }
}
