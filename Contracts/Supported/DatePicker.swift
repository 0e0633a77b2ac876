// API: `DatePicker(_:selection:in:displayedComponents:)`, `.datePickerStyle(_:)`
// Status: supported
// Shown by: Tests/EditingTests/Scripts/date-picker-fields-by-key.keys
import SwiftUI

struct DatePickerContract: View {
  @State private var due = Date.now
  @State private var birthday = Date.now
  @State private var alarm = Date.now

  var body: some View {
    Form {
      DatePicker("Due", selection: $due, in: Date.now...)
        .datePickerStyle(.graphical)
      DatePicker("Birthday", selection: $birthday, in: ...Date.now, displayedComponents: .date)
        .datePickerStyle(.wheel)
      DatePicker(selection: $alarm, displayedComponents: [.hourAndMinute]) {
        Text("Alarm")
      }
      .datePickerStyle(.compact)
    }
  }
}
