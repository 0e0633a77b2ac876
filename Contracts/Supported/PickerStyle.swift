// API: `pickerStyle(_:)` with `.segmented`, `.inline`, `.navigationLink`, `.menu`, `.automatic`
// Status: supported
// Shown by: Tests/NavStackTests/Styles/Scripts/picker-styles-choose-by-key-and-click.keys
import SwiftUI

struct PickerStyleContract: View {
  @State private var period = "Week"
  @State private var size = "Medium"

  var body: some View {
    NavigationStack {
      Form {
        Picker("View", selection: $period) {
          Text("Day").tag("Day")
          Text("Week").tag("Week")
        }
        .pickerStyle(.segmented)
        Picker("Size", selection: $size) {
          Text("Small").tag("Small")
          Text("Medium").tag("Medium")
        }
        .pickerStyle(.inline)
        Picker("Again", selection: $size) {
          Text("Small").tag("Small")
        }
        .pickerStyle(.navigationLink)
        Picker("Menu", selection: $size) {
          Text("Small").tag("Small")
        }
        .pickerStyle(MenuPickerStyle())
      }
      .pickerStyle(.automatic)
    }
  }
}
