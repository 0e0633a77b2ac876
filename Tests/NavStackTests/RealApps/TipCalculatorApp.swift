import NavStack

/// A bill splitter as tutorials write it: the amount field is tied to `@FocusState`, and the
/// toolbar shows Done only while the field is focused; Done sets the focus state to false.
struct TipCalculatorApp: View {
  @State private var amount = ""
  @State private var people = 2
  @FocusState private var amountIsFocused: Bool

  private var share: Int { (Int(amount) ?? 0) / max(1, people) }

  var body: some View {
    NavigationStack {
      Form {
        Section {
          TextField("Amount", text: $amount)
            .focused($amountIsFocused)
          Stepper("\(people) people", value: $people, in: 1...20)
        }
        Section("Each pays") {
          Text("\(share)")
        }
      }
      .navigationTitle("Split")
      .toolbar {
        if amountIsFocused {
          Button("Done") { amountIsFocused = false }
        }
      }
    }
  }
}
