// API: `Link(_:destination:)`, `Link(destination:label:)`, `@Environment(\.openURL)`, `OpenURLAction`
// Status: supported
// Shown by: Tests/NavStackTests/Containers/Scripts/links-open-through-open-url.keys
import SwiftUI

struct LinkContract: View {
  @Environment(\.openURL) private var openURL

  var body: some View {
    List {
      Link("Website", destination: URL(string: "https://example.com")!)
      Link(destination: URL(string: "https://example.com/help")!) {
        Label("Help", systemImage: "questionmark.circle")
      }
      Button("Open the docs") {
        openURL(URL(string: "https://example.com/docs")!)
      }
    }
    .environment(\.openURL, OpenURLAction { url in
      url.host == "example.com" ? .systemAction : .discarded
    })
  }
}
