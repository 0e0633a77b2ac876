// API: `.safeAreaInset(edge:alignment:spacing:content:)`
// Status: supported
// Shown by: Tests/NavStackTests/Containers/Scripts/safe-area-inset-keeps-its-bar.keys
import SwiftUI

struct SafeAreaInsetContract: View {
  var body: some View {
    List(1...30, id: \.self) { Text("Item \($0)") }
      .safeAreaInset(edge: .bottom) {
        Button("Add") {}
          .frame(maxWidth: .infinity)
      }
      .safeAreaInset(edge: .top, alignment: .leading, spacing: 8) {
        Text("30 items")
      }
      .safeAreaInset(edge: .trailing) {
        Text("A–Z")
      }
  }
}
