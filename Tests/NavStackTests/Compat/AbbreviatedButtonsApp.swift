import SwiftUI

/// Buttons whose short titles are spelled out by `accessibilityLabel`, as VoiceOver reads
/// them: the key bar names the focused one by its label.
struct AbbreviatedButtonsApp: View {
  @State private var log = "Nothing done"

  var body: some View {
    VStack(alignment: .leading) {
      Button("Del") { log = "Deleted" }
        .accessibilityLabel("Delete Item")
      Button("Dup") { log = "Duplicated" }
      Text(log)
    }
  }
}
