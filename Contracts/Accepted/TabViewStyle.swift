// API: `.tabViewStyle(_:)` (`.page`, `.sidebarAdaptable`, `.tabBarOnly`, `PageTabViewStyle`)
// Status: accepted
// Why: a terminal has one way to show tabs, the tab bar above the key bar, so every style draws it.
import SwiftUI

struct TabViewStyleContract: View {
  var body: some View {
    TabView {
      Text("One").tabItem { Text("One") }
      Text("Two").tabItem { Text("Two") }
    }
    .tabViewStyle(.page)
    .tabViewStyle(PageTabViewStyle(indexDisplayMode: .always))
    .tabViewStyle(.sidebarAdaptable)
  }
}
