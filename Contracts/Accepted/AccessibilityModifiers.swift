// API: `.accessibilityHint(_:)`, `.accessibilityValue(_:)`, `.accessibilityHidden(_:)`, `.accessibilityIdentifier(_:)`, `.accessibilityAddTraits(_:)`, `.accessibilityRemoveTraits(_:)`
// Status: accepted
// Why: a terminal has no accessibility tree to describe; the key bar already says what each key does.
import SwiftUI

struct AccessibilityModifiersContract: View {
  var body: some View {
    VStack {
      Text("42")
        .accessibilityValue("forty-two")
        .accessibilityValue(Text("42 items"))
        .accessibilityAddTraits([.isHeader, .updatesFrequently])
      Image(systemName: "star").accessibilityHidden(true)
      Button("Buy") {}
        .accessibilityHint("Buys the item")
        .accessibilityIdentifier("buy-button")
        .accessibilityRemoveTraits(.isImage)
    }
  }
}
