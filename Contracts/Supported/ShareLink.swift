// API: `ShareLink(item:subject:message:)`, `ShareLink(_:item:)`, `ShareLink(item:label:)`, `SharePreview`
// Status: supported
// Shown by: Tests/NavStackTests/Containers/Scripts/share-link-says-what-it-shares.keys
import SwiftUI

struct ShareLinkContract: View {
  let url = URL(string: "https://example.com/notes/42")!

  var body: some View {
    VStack {
      ShareLink(item: url)
      ShareLink("Send link", item: url)
      ShareLink(item: "Buy milk", subject: Text("A note"), message: Text("From my list")) {
        Label("Share text", systemImage: "square.and.arrow.up")
      }
      ShareLink(item: url, preview: SharePreview("Note 42"))
    }
  }
}
