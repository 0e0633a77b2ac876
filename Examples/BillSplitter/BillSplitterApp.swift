import SwiftUI

// A bill splitter as the tutorial writes it: a form whose amount field is tied to @FocusState,
// with a Done button in the toolbar only while the field is focused; the form runs past the
// bottom of a 24-row terminal (the share of each person), and PgDn, End, the wheel and the
// scroll indicator reach all of it.

@main
struct BillSplitterApp: App {
  var body: some Scene {
    WindowGroup { BillSplitter() }
  }
}

struct BillSplitter: View {
  @State private var amount = ""
  @State private var people = 4
  @State private var tipPercentage = 15
  @FocusState private var amountIsFocused: Bool

  private let tipPercentages = [10, 15, 20, 25, 0]

  private var total: Double {
    let bill = Double(amount) ?? 0
    return bill + bill * Double(tipPercentage) / 100
  }

  private var share: Double { total / Double(max(1, people)) }

  var body: some View {
    NavigationStack {
      Form {
        Section("Bill") {
          TextField("Amount", text: $amount)
            .focused($amountIsFocused)
          Stepper("\(people) people", value: $people, in: 1...12)
        }
        Section("Tip") {
          Picker("Tip", selection: $tipPercentage) {
            ForEach(tipPercentages, id: \.self) { Text("\($0)%") }
          }
        }
        Section("Total with tip") {
          Text(String(format: "%.2f", total))
        }
        Section("Each person pays") {
          ForEach(1...people, id: \.self) { person in
            Text("Person \(person): " + String(format: "%.2f", share))
          }
        }
      }
      .navigationTitle("Split the Bill")
      .toolbar {
        if amountIsFocused {
          Button("Done") { amountIsFocused = false }
        }
      }
    }
  }
}

#Preview {
  BillSplitter()
}
