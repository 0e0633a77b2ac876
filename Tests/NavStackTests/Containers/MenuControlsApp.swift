import NavStack

/// A filter menu, as a to-do app's toolbar has one: a toggle and a sort picker inside.
struct MenuControlsApp: View {
  @State private var showsDone = false
  @State private var sort = "Date"

  var body: some View {
    NavigationStack {
      VStack {
        Text("Done shown: \(showsDone ? "yes" : "no")")
        Text("Sorted by \(sort)")
        Menu("Filter") {
          Toggle("Show done", isOn: $showsDone)
          Picker("Sort", selection: $sort) {
            Text("Date").tag("Date")
            Text("Title").tag("Title")
          }
        }
      }
      .navigationTitle("To Do")
    }
  }
}
