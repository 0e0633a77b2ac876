import NavStack

/// Text fields in each style, in a form, and a list whose style is set.
struct FieldStylesScreen: View {
  @State private var name = "Ada"
  @State private var city = ""
  @State private var code = "1234"
  @State private var note = "plain"

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        Form {
          TextField("Name", text: $name)
            .textFieldStyle(.roundedBorder)
          TextField("City", text: $city)
            .textFieldStyle(.roundedBorder)
          SecureField("Code", text: $code)
          TextField("Note", text: $note)
            .textFieldStyle(.plain)
        }
        List {
          Section("Fields") {
            Text("Name: \(name)")
            Text("City: \(city)")
          }
        }
        .listStyle(.insetGrouped)
      }
      .navigationTitle("Fields")
    }
    .textFieldStyle(.automatic)
  }
}
