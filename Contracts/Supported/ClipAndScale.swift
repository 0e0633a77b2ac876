// API: `clipped()`, `clipShape(_:style:)`, `cornerRadius(_:)`, `scaleEffect(_:anchor:)`, `scaleEffect(x:y:anchor:)`, `offset(x:y:)`, `opacity(_:)`
// Status: supported
// Shown by: Tests/NavStackTests/Looks/Scripts/shapes.keys
import SwiftUI

struct ClipAndScaleContract: View {
  @State private var shown = true

  var body: some View {
    VStack {
      Text("Slides").offset(x: 30).frame(width: 120, alignment: .leading).clipped()
      Image(systemName: "person").clipShape(Circle())
      Text("Rounded").padding().cornerRadius(8)
      Text("Pops").scaleEffect(shown ? 1 : 0, anchor: .top)
      Text("Squashed").scaleEffect(x: 1, y: shown ? 1 : 0)
      Text("Faded").opacity(shown ? 1 : 0)
    }
  }
}
