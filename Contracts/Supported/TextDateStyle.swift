// API: `Text(_:style:)` with `.date`, `.time`, `.relative`, `.offset`, `.timer`
// Status: supported
// Shown by: Tests/EditingTests/Scripts/formatted-fields-parse-on-commit.keys
import SwiftUI

struct TextDateStyleContract: View {
  let due = Date.now.addingTimeInterval(3_600)

  var body: some View {
    VStack {
      Text(due, style: .date)
      Text(due, style: .time)
      Text(due, style: .relative)
      Text(due, style: .timer)
    }
  }
}
