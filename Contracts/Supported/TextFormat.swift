// API: `Text(_:format:)`, `Text("\(x, specifier:)")`, `.number`, `.percent`, `.currency(code:)`, `.dateTime`, `.formatted()`
// Status: supported
// Shown by: Tests/EditingTests/Scripts/formatted-fields-parse-on-commit.keys
import SwiftUI

struct TextFormatContract: View {
  let total = 37.5
  let count = 3
  let day = Date.now

  var body: some View {
    VStack {
      Text(total, format: .currency(code: "EUR"))
      Text(count, format: .number)
      Text(0.25, format: .percent)
      Text("\(total, specifier: "%.2f") for \(count, specifier: "%d")")
      Text(day, format: .dateTime.year().month().day())
      Text(day.formatted(date: .abbreviated, time: .shortened))
      Text(total.formatted())
    }
  }
}
