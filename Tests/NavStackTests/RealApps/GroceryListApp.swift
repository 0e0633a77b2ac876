import NavStack

/// A grocery list as tutorials write it: rows that link to a detail, a `+` toolbar button that
/// presents an add sheet with its own stack, Cancel and Save.
struct GroceryListApp: View {
  @State private var items = ["Milk", "Eggs"]
  @State private var isAdding = false

  var body: some View {
    NavigationStack {
      List(items, id: \.self) { item in
        NavigationLink(item) { Text("Buy \(item)").navigationTitle(item) }
      }
      .navigationTitle("Groceries")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button {
            isAdding = true
          } label: {
            Image(systemName: "plus")
          }
        }
      }
      .sheet(isPresented: $isAdding) {
        AddGroceryView { items.append($0) }
      }
    }
  }
}

/// The add sheet: a name field, Cancel and Save.
struct AddGroceryView: View {
  let add: (String) -> Void
  @State private var name = ""
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      Form {
        TextField("Name", text: $name)
      }
      .navigationTitle("New Item")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            add(name)
            dismiss()
          }
        }
      }
    }
  }
}
