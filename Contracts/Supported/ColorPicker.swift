// API: `ColorPicker(_:selection:supportsOpacity:)`
// Status: supported
// Shown by: Tests/EditingTests/Scripts/color-picker-named-colours.keys
import SwiftUI

struct ColorPickerContract: View {
  @State private var tint = Color.blue

  var body: some View {
    Form {
      ColorPicker("Tint", selection: $tint)
      ColorPicker("Solid", selection: $tint, supportsOpacity: false)
      ColorPicker(selection: $tint) { Label("Tint", systemImage: "paintpalette") }
    }
  }
}
