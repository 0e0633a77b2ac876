import NavStack

/// A settings screen with advanced options behind a disclosure group that keeps its own
/// state, and a details group the screen opens from a button through its binding.
struct DisclosureApp: View {
  @State private var showsDetails = false
  @State private var logging = false

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        DisclosureGroup("Advanced") {
          Toggle("Logging", isOn: $logging)
          Text("Cache: 12 MB")
        }
        DisclosureGroup("Details", isExpanded: $showsDetails) {
          Text("Version 1.0")
        }
        Button(showsDetails ? "Hide details" : "Show details") { showsDetails.toggle() }
        Text("Logging \(logging ? "on" : "off")")
        Spacer()
      }
      .navigationTitle("Settings")
    }
  }
}
