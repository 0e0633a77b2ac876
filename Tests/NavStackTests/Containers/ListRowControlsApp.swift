import NavStack

/// A list whose rows are a menu, a disclosure group and a share link, as a settings list
/// writes them.
struct ListRowControlsApp: View {
  @State private var theme = "System"

  var body: some View {
    NavigationStack {
      List {
        Text("Theme: \(theme)")
        Menu("Choose theme") {
          Button("Light") { theme = "Light" }
          Button("Dark") { theme = "Dark" }
        }
        DisclosureGroup("About") {
          Text("Version 1.0")
        }
        ShareLink("Share the app", item: "https://example.com/app")
      }
      .navigationTitle("Settings")
    }
  }
}
