// API: `Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`
// Status: supported
// Shown by: Tests/EditingTests/Scripts/slider-gauge-in-a-form.keys
import SwiftUI

struct SliderContract: View {
  @State private var volume = 0.5
  @State private var size = 12.0

  var body: some View {
    Form {
      Slider(value: $volume)
      Slider(value: $size, in: 8...24, step: 1) {
        Text("Size")
      } minimumValueLabel: {
        Text("A")
      } maximumValueLabel: {
        Text("A").font(.title)
      } onEditingChanged: { editing in
        print(editing)
      }
    }
  }
}
