// API: `.navigationBarTitleDisplayMode(_:)` (`.inline`, `.large`, `.automatic`)
// Status: accepted
// Why: a terminal's bar has one size, so a large title and an inline one look the same.
import SwiftUI

struct NavigationBarTitleDisplayModeContract: View {
  var body: some View {
    NavigationStack {
      List(["One", "Two"], id: \.self) { Text($0) }
        .navigationTitle("Numbers")
        .navigationBarTitleDisplayMode(.inline)
    }
  }
}
