// API: `.navigationViewStyle(_:)` (`.stack`, `.columns`, `.automatic`, `StackNavigationViewStyle()`, `DoubleColumnNavigationViewStyle()`)
// Status: accepted
// Why: `NavigationView` here is one stack in every style, as on an iPhone; `NavigationSplitView` gives columns.
import SwiftUI

struct NavigationViewStyleContract: View {
  var body: some View {
    VStack {
      NavigationView { Text("One") }.navigationViewStyle(.stack)
      NavigationView { Text("Two") }.navigationViewStyle(StackNavigationViewStyle())
      NavigationView { Text("Three") }.navigationViewStyle(.columns)
      NavigationView { Text("Four") }.navigationViewStyle(DoubleColumnNavigationViewStyle())
    }
  }
}
