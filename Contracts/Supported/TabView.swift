// API: `TabView(selection:content:)`, `.tabItem(_:)`, `.tag(_:)`, `.badge(_:)` on a tab
// Status: supported
// Shown by: Tests/NavStackTests/Containers/Scripts/tabs-keep-their-stacks.keys
import SwiftUI

struct TabViewContract: View {
  enum Section: Hashable { case inbox, settings }
  @State private var selection = Section.inbox

  var body: some View {
    TabView(selection: $selection) {
      NavigationStack {
        List(["Hello", "Lunch?"], id: \.self) { Text($0) }.navigationTitle("Inbox")
      }
      .tabItem { Label("Inbox", systemImage: "tray") }
      .tag(Section.inbox)
      .badge(2)
      Text("Settings")
        .tabItem {
          Image(systemName: "gear")
          Text("Settings")
        }
        .tag(Section.settings)
    }
    .tabViewStyle(.automatic)
  }
}
