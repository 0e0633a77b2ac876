// API: `ViewThatFits(in:content:)`
// Status: supported
// Shown by: Tests/NavStackTests/Containers/Scripts/view-that-fits-picks-by-width.keys
import SwiftUI

struct ViewThatFitsContract: View {
  var body: some View {
    ViewThatFits(in: .horizontal) {
      HStack {
        Button("Reply to the sender") {}
        Button("Forward the whole message") {}
      }
      VStack {
        Button("Reply") {}
        Button("Forward") {}
      }
    }
    ViewThatFits {
      Text("A long title that needs room")
      Text("Short")
    }
  }
}
