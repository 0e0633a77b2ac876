import NavStack

/// A note's share buttons: the standard label and one of the app's own.
struct ShareApp: View {
  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        ShareLink(item: URL(string: "https://example.com/notes/42") ?? URL(filePath: "/"))
        ShareLink(item: "Buy milk", subject: Text("A note")) {
          Text("Send text")
        }
        Spacer()
      }
      .navigationTitle("Note")
    }
  }
}
