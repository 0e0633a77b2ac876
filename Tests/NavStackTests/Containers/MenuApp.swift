import NavStack

/// A note's actions in a menu in its form, and the sort order in a toolbar menu with a
/// section, as a notes app offers them.
struct MenuApp: View {
  @State private var sort = "date"
  @State private var last = "nothing"

  var body: some View {
    NavigationStack {
      Form {
        Text("Sorted by \(sort)")
        Text("Last: \(last)")
        Menu("Actions") {
          Button("Duplicate") { last = "duplicate" }
          Button("Rename") { last = "rename" }
          Divider()
          Menu("Move to") {
            Button("Work") { last = "moved to Work" }
            Button("Home") { last = "moved to Home" }
          }
          Button("Delete", role: .destructive) { last = "delete" }
        }
      }
      .navigationTitle("Notes")
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Menu {
            Section("Sort by") {
              Button("Date") { sort = "date" }
              Button("Title") { sort = "title" }
            }
          } label: {
            Label("Sort", systemImage: "arrow.up.arrow.down")
          }
        }
      }
    }
  }
}
