// API: `Menu(content:label:primaryAction:)`, `Menu(_:content:primaryAction:)`
// Status: supported
// Shown by: Tests/NavStackTests/Compat/Scripts/menu-primary-action.keys
import SwiftUI

struct MenuPrimaryActionContract: View {
  @State private var sent = ""

  var body: some View {
    VStack {
      Menu("Reply") {
        Button("Reply All") { sent = "all" }
        Button("Forward") { sent = "forward" }
      } primaryAction: {
        sent = "reply"
      }
      Menu {
        Button("Archive") { sent = "archive" }
      } label: {
        Label("Move", systemImage: "folder")
      } primaryAction: {
        sent = "inbox"
      }
      Text(sent)
    }
  }
}
