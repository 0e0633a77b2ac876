import NavStack

/// A contacts screen with an Add link whose form keeps its text in `@State`, and validates
/// it: on iOS each push makes a new `AddContactView`, so the form starts empty every time.
struct ContactsApp: View {
  @State private var names = ["Ada"]

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        ForEach(names, id: \.self) { name in Text(name) }
        NavigationLink("Add Contact") { AddContactView(names: $names) }
      }
      .navigationTitle("Contacts")
    }
  }
}

/// The pushed form: Save is disabled until a name is typed.
struct AddContactView: View {
  @Binding var names: [String]
  @State private var name = ""
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Form {
      TextField("Name", text: $name)
    }
    .navigationTitle("New Contact")
    .toolbar {
      Button("Save") {
        names.append(name)
        dismiss()
      }
      .disabled(name.isEmpty)
    }
  }
}
