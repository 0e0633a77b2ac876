// API: `.pickerStyle(.wheel)`
// Status: accepted
// Why: a terminal has no wheel to turn, so a wheel picker draws and acts as a menu picker.
import SwiftUI

struct WheelPickerStyleContract: View {
  @State private var minutes = 5

  var body: some View {
    Picker("Minutes", selection: $minutes) {
      ForEach(0..<60) { Text("\($0)").tag($0) }
    }
    .pickerStyle(.wheel)
  }
}
