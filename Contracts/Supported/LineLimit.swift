// API: `lineLimit(_:)`, `lineLimit(_:reservesSpace:)`, `lineLimit` with a range, `truncationMode(_:)`, `multilineTextAlignment(_:)`
// Status: supported
// Shown by: Tests/NavStackTests/Looks/Scripts/typography.keys
import SwiftUI

struct LineLimitContract: View {
  let note = "A long note that does not fit on one line of the screen"

  var body: some View {
    VStack {
      Text(note).lineLimit(1).truncationMode(.middle)
      Text(note).lineLimit(2, reservesSpace: true)
      Text(note).lineLimit(2...4)
      Text(note).lineLimit(3...)
      Text(note).multilineTextAlignment(.center)
    }
  }
}
