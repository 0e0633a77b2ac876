import NavStack

/// A loan calculator as tutorials write it: a form whose inputs are at the top and whose
/// results, a section of plain text rows, run past the bottom of the screen.
struct LoanScheduleApp: View {
  @State private var amount = "1200"
  @State private var months = 12

  private var payment: Int { (Int(amount) ?? 0) / max(1, months) }

  var body: some View {
    NavigationStack {
      Form {
        Section("Loan") {
          TextField("Amount", text: $amount)
          Stepper("\(months) months", value: $months, in: 1...24)
        }
        Section("Schedule") {
          ForEach(1...months, id: \.self) { month in
            Text("Month \(month): pay \(payment)")
          }
        }
        Section {
          Text("Total \(payment * months)")
        }
      }
      .navigationTitle("Loan")
    }
  }
}
