import NavStack

/// An about screen's links: one left to the system, one that the app handles itself through
/// `openURL` in the environment.
struct LinkApp: View {
  @State private var handled = "none"
  static let site = URL(string: "https://example.com/app") ?? URL(filePath: "/")
  static let help = URL(string: "https://example.com/help") ?? URL(filePath: "/")

  var body: some View {
    NavigationStack {
      List {
        Link("Website", destination: Self.site)
        Link(destination: Self.help) {
          Label("Help", systemImage: "questionmark.circle")
        }
        .environment(
          \.openURL,
          OpenURLAction { url in
            handled = url.absoluteString
            return .handled
          })
        Text("Handled: \(handled)")
      }
      .navigationTitle("About")
    }
  }
}
