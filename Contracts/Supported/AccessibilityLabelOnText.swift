// API: `.accessibilityLabel(_:)` on a control with a text title (names it in the key bar, as VoiceOver reads it)
// Status: supported
// Shown by: Tests/NavStackTests/Compat/Scripts/text-buttons-named-by-accessibility-label.keys
import SwiftUI

struct AccessibilityLabelOnTextContract: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Button("+1") { count += 1 }
        .accessibilityLabel("Add one")
      Button("Del") { count = 0 }
        .accessibilityLabel(Text("Reset the count"))
      Text("\(count)")
    }
  }
}
