import NavStack

/// A searchable list of notes that says so when it is empty and when a search finds nothing.
struct UnavailableApp: View {
  @State private var notes: [String] = []
  @State private var query = ""

  var body: some View {
    NavigationStack {
      List(notes.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
        .overlay {
          if notes.isEmpty {
            ContentUnavailableView(
              "No Notes", systemImage: "note.text",
              description: Text("Notes you add appear here."))
          } else if !notes.contains(where: { $0.contains(query) }) && !query.isEmpty {
            ContentUnavailableView.search(text: query)
          }
        }
        .searchable(text: $query)
        .navigationTitle("Notes")
        .toolbar {
          Button("Add") { notes.append("Note \(notes.count + 1)") }
        }
    }
  }
}
