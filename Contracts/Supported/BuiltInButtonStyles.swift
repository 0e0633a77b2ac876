// API: `.buttonStyle(.automatic)`, `.bordered`, `.borderedProminent`, `.borderless`, `.plain`
// Status: supported
// Shown by: Tests/NavStackTests/Styles/Scripts/button-styles-draw-and-press.keys
import SwiftUI

struct BuiltInButtonStylesContract: View {
  var body: some View {
    VStack {
      Button("Automatic") {}.buttonStyle(.automatic)
      Button("Bordered") {}.buttonStyle(.bordered)
      Button("Save") {}.buttonStyle(.borderedProminent)
      Button("Borderless") {}.buttonStyle(.borderless)
      Button("Plain") {}.buttonStyle(.plain)
      Button("Styled") {}.buttonStyle(BorderedButtonStyle())
    }
  }
}
