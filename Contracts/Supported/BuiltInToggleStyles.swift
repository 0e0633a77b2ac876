// API: `.toggleStyle(.automatic)`, `.switch`, `.checkbox`, `.button`
// Status: supported
// Shown by: Tests/NavStackTests/Styles/Scripts/toggle-styles-flip-by-key-and-click.keys
import SwiftUI

struct BuiltInToggleStylesContract: View {
  @State private var on = false

  var body: some View {
    Form {
      Toggle("Automatic", isOn: $on).toggleStyle(.automatic)
      Toggle("Switch", isOn: $on).toggleStyle(.switch)
      Toggle("Checkbox", isOn: $on).toggleStyle(.checkbox)
      Toggle("Button", isOn: $on).toggleStyle(.button)
      Toggle("Typed", isOn: $on).toggleStyle(SwitchToggleStyle())
    }
  }
}
