import NavStack

// Call sites of tabs as public SwiftUI apps write them, kept here so the compiler checks the
// signatures the contracts under Contracts/ name; `CallSiteTests` draws each one.

/// `Tab(value:content:label:)` made by `ForEach` inside `TabView(selection:)`.
struct TabsFromForEach: View {
  enum Destination: String, Hashable, Identifiable, CaseIterable {
    case agents, settings
    var id: Self { self }
    var icon: String { self == .agents ? "person.2" : "gear" }
  }
  @State private var selected = Destination.agents

  var body: some View {
    TabView(selection: $selected) {
      ForEach(Destination.allCases) { destination in
        Tab(value: destination) {
          Text(destination.rawValue)
        } label: {
          Image(systemName: destination.icon)
        }
      }
    }
  }
}

/// `Tab(_:systemImage:)` with `.badge("!")` in a `TabView` without a selection, and the
/// `.tabItem { Image; Text }` form with the tag before the item.
struct UntaggedTabs: View {
  @State private var selectedTab = "Home"

  var body: some View {
    TabView {
      Tab("Home", systemImage: "music.note.house") { Text("Home") }
      Tab("History", systemImage: "list.triangle") { Text("History") }.badge("!")
    }
    TabView(selection: $selectedTab) {
      Text("Home page")
        .tag("Home")
        .tabItem {
          Image(systemName: "house")
          Text("Home")
        }
      Text("Profile page")
        .tag("Profile")
        .tabItem { Image(systemName: "person") }
    }
  }
}
