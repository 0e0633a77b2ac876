// API: `.alert(isPresented:content:)`, `.alert(item:content:)`, `Alert`, `Alert.Button` (`.default`, `.cancel`, `.destructive`)
// Status: supported
// Shown by: Tests/NavStackTests/Compat/Scripts/older-navigation-forms.keys
import SwiftUI

struct LegacyAlertContract: View {
  struct Failure: Identifiable {
    let id = 1
    let message: String
  }
  @State private var confirming = false
  @State private var failure: Failure?

  var body: some View {
    Button("Delete") { confirming = true }
      .alert(isPresented: $confirming) {
        Alert(
          title: Text("Delete?"), message: Text("It cannot be undone."),
          primaryButton: .destructive(Text("Delete")) { print("deleted") },
          secondaryButton: .cancel())
      }
      .alert(item: $failure) { failure in
        Alert(title: Text(failure.message), dismissButton: .default(Text("OK")))
      }
  }
}
