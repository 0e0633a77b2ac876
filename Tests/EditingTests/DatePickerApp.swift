import Foundation
import SwiftUI

/// A reminder's form: a due date with its time, kept from the start date on, and a birthday
/// with only its date, in a list row; dates in UTC so that the replay is the same anywhere.
struct ReminderFormApp: View {
  static let start = Date(timeIntervalSince1970: 1_796_306_700)  // 2026-12-03 14:05 UTC
  @State private var due = ReminderFormApp.start
  @State private var birthday = Date(timeIntervalSince1970: 0)

  var body: some View {
    NavigationStack {
      VStack {
        Form {
          DatePicker("Due", selection: $due, in: ReminderFormApp.start...)
            .datePickerStyle(.compact)
        }
        List {
          DatePicker("Born", selection: $birthday, displayedComponents: .date)
            .datePickerStyle(.wheel)
        }
      }
      Text("due \(Int(due.timeIntervalSince(ReminderFormApp.start)) / 60) min after start")
    }
    .environment(\.timeZone, .gmt)
  }
}
