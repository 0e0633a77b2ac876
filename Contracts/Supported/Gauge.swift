// API: `Gauge(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)`
// Status: supported
// Shown by: Tests/EditingTests/Scripts/slider-gauge-in-a-form.keys
import SwiftUI

struct GaugeContract: View {
  let battery = 0.8

  var body: some View {
    VStack {
      Gauge(value: battery) { Text("Battery") }
      Gauge(value: battery * 100, in: 0...100) {
        Text("Battery")
      } currentValueLabel: {
        Text("\(Int(battery * 100))%")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("100")
      }
    }
  }
}
