import NavStack

/// One line of a checklist.
struct ChecklistItem: Identifiable {
  let id = UUID()
  var title: String
  var isDone = false
}

/// An editable checklist as tutorials write it: `List($items) { $item in … }` whose rows hold
/// a toggle and a text field bound to the element.
struct ChecklistApp: View {
  @State private var items = [
    ChecklistItem(title: "Milk"), ChecklistItem(title: "Eggs", isDone: true),
    ChecklistItem(title: "Bread"),
  ]

  var body: some View {
    NavigationStack {
      List($items) { $item in
        HStack {
          Toggle("Done", isOn: $item.isDone)
            .labelsHidden()
          TextField("Item", text: $item.title)
        }
      }
      .navigationTitle("Shopping")
      .toolbar {
        Button("Add") { items.append(ChecklistItem(title: "")) }
      }
      Text("\(items.filter(\.isDone).count) of \(items.count) done")
    }
  }
}
