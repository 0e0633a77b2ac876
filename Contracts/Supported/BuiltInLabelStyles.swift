// API: `.labelStyle(.automatic)`, `.titleAndIcon`, `.titleOnly`, `.iconOnly`; `.foregroundStyle` on a `Label`
// Status: supported
// Shown by: Tests/NavStackTests/Styles/Scripts/label-styles-show-title-or-icon.keys
import SwiftUI

struct BuiltInLabelStylesContract: View {
  var body: some View {
    VStack {
      Label("Automatic", systemImage: "star").labelStyle(.automatic)
      Label("Both", systemImage: "star").labelStyle(.titleAndIcon)
      Label("Title", systemImage: "star").labelStyle(.titleOnly)
      Label("Icon", systemImage: "star").labelStyle(.iconOnly)
      Label("Warning", systemImage: "exclamationmark.triangle").foregroundStyle(.red)
      Button("Add", systemImage: "plus") {}.labelStyle(.iconOnly)
    }
  }
}
