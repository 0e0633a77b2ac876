// API: `Tab(_:systemImage:value:content:)`, `Tab(value:content:label:)`, `Tab(role:content:)`
// Status: supported
// Shown by: TabView/Tab(_:systemImage:value:) and Tab(value:role:) select by value; badges show
import SwiftUI

struct TabContract: View {
  enum Pane: Hashable, CaseIterable { case home, library, search }
  @State private var pane = Pane.home

  var body: some View {
    TabView(selection: $pane) {
      Tab("Home", systemImage: "house", value: .home) {
        NavigationStack { Text("Home").navigationTitle("Home") }
      }
      .badge(3)
      Tab(value: .library) {
        Text("Library")
      } label: {
        Label("Library", systemImage: "books.vertical")
      }
      Tab(value: .search, role: .search) {
        Text("Search")
      }
    }
  }
}

struct UntaggedTabContract: View {
  var body: some View {
    TabView {
      Tab("Home", systemImage: "house") { Text("Home") }
      Tab("History", systemImage: "clock") { Text("History") }.badge("!")
      Tab(role: .search) { Text("Search") }
    }
    .tabViewStyle(.page(indexDisplayMode: .never))
  }
}
