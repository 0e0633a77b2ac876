// API: `.accessibilityLabel(_:)` (names an icon-only control in the key bar and help)
// Status: supported
// Shown by: Tests/NavStackTests/Compat/Scripts/icon-buttons-named-by-accessibility-label.keys
import SwiftUI

struct AccessibilityLabelContract: View {
  var body: some View {
    NavigationStack {
      Button {
      } label: {
        Image(systemName: "square.and.arrow.up")
      }
      .accessibilityLabel("Share")
      .toolbar {
        Button {
        } label: {
          Image(systemName: "plus").accessibilityLabel(Text("Add Item"))
        }
      }
    }
  }
}
