import NavStack

/// A notes app written as tutorials from before iOS 16 write it: `NavigationView`,
/// `navigationBarTitle(_:displayMode:)`, `navigationBarItems`, `Section(header:footer:)`,
/// `.alert(isPresented:)` with `Alert` and `.actionSheet` with `ActionSheet`.
struct LegacyNotesApp: View {
  @State private var notes = ["Groceries", "Ideas"]
  @State private var confirmingClear = false
  @State private var choosingOrder = false
  @State private var order = "added"

  var body: some View {
    NavigationView {
      List {
        Section(header: Text("Notes"), footer: Text("\(notes.count) notes, by \(order)")) {
          ForEach(notes, id: \.self) { note in
            NavigationLink(note) { RenameView(title: note) }
          }
        }
      }
      .navigationBarTitle("Notes", displayMode: .inline)
      .navigationBarItems(
        leading: Button("Sort") { choosingOrder = true },
        trailing: Button("Clear") { confirmingClear = true }
      )
      .alert(isPresented: $confirmingClear) {
        Alert(
          title: Text("Clear \(notes.count) notes?"), message: Text("This cannot be undone."),
          primaryButton: .destructive(Text("Clear")) { notes.removeAll() },
          secondaryButton: .cancel())
      }
      .actionSheet(isPresented: $choosingOrder) {
        ActionSheet(
          title: Text("Sort notes"),
          buttons: [
            .default(Text("By name")) {
              notes.sort()
              order = "name"
            },
            .cancel(),
          ])
      }
    }
    .navigationViewStyle(.stack)
  }
}

/// A pushed note whose title follows a field, through `navigationTitle(_: Binding<String>)`.
struct RenameView: View {
  @State var title: String

  var body: some View {
    Form {
      TextField("Title", text: $title)
    }
    .navigationTitle($title)
  }
}
