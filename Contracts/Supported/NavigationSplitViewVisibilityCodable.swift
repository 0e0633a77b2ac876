// API: `NavigationSplitViewVisibility` as `Codable`
// Status: supported
// Shown by: Compatibility values/column visibility round-trips through JSON by name
import SwiftUI

struct NavigationSplitViewVisibilityCodableContract: View {
  @State private var visibility = NavigationSplitViewVisibility.all

  var body: some View {
    NavigationSplitView(columnVisibility: $visibility) {
      Text("Sidebar")
    } detail: {
      Button("Save") {
        let data = try? JSONEncoder().encode(visibility)
        if let data, let back = try? JSONDecoder().decode(NavigationSplitViewVisibility.self, from: data) {
          visibility = back
        }
      }
    }
  }
}
