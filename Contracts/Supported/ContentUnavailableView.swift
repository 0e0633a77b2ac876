// API: `ContentUnavailableView(_:systemImage:description:)`, `ContentUnavailableView(_:image:description:)`, `ContentUnavailableView.search`, `.search(text:)`, `ContentUnavailableView(label:description:actions:)`
// Status: supported
// Shown by: Tests/NavStackTests/Containers/Scripts/content-unavailable-says-why.keys
import SwiftUI

struct ContentUnavailableViewContract: View {
  @State private var query = ""
  let notes: [String] = []

  var body: some View {
    List(notes, id: \.self) { Text($0) }
      .overlay {
        if notes.isEmpty {
          ContentUnavailableView(
            "No Notes", systemImage: "note.text", description: Text("Add one with +."))
        } else if !query.isEmpty {
          ContentUnavailableView.search(text: query)
        }
      }
    ContentUnavailableView.search
    ContentUnavailableView("No Photos", image: "empty-album", description: Text("Take one."))
    ContentUnavailableView {
      Label("No Mail", systemImage: "tray")
    } description: {
      Text("New mail appears here.")
    } actions: {
      Button("Refresh") {}
    }
  }
}
