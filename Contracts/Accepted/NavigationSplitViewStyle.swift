// API: `.navigationSplitViewStyle(_:)` (`.balanced`, `.prominentDetail`, `.automatic`)
// Status: accepted
// Why: a terminal's columns keep the widths the split view gives them at each window width, and none covers another.
import SwiftUI

struct NavigationSplitViewStyleContract: View {
  var body: some View {
    NavigationSplitView {
      Text("Sidebar")
    } detail: {
      Text("Detail")
    }
    .navigationSplitViewStyle(.balanced)
    .navigationSplitViewStyle(.prominentDetail)
  }
}
