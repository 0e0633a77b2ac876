import NavStack

/// A recipe form as an iOS app writes it: a stepper and a field in rows of the code's own, a
/// field standing alone, and one under `LabeledContent`.
struct RecipeForm: View {
  @State private var servings = 2
  @State private var title = ""
  @State private var amount = ""
  @State private var note = ""

  var body: some View {
    NavigationStack {
      Form {
        HStack {
          Text("Servings: \(servings)")
          Spacer()
          Stepper("Servings", value: $servings, in: 1...8).labelsHidden()
        }
        HStack {
          Text("Title")
          TextField("Pancakes", text: $title)
        }
        TextField("Amount", text: $amount)
        LabeledContent("Note") {
          TextField("Optional", text: $note)
        }
      }
      .navigationTitle("Recipe")
    }
  }
}
