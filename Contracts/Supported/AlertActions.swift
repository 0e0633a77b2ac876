// API: `.alert(_:isPresented:actions:message:)`
// Status: supported
// Shown by: The view runtime's navigation rules/R42 popping the view that presented an alert removes it and writes false
import SwiftUI

struct AlertActionsContract: View {
  @State private var asking = false

  var body: some View {
    Button("Delete") { asking = true }
      .alert("Delete the note?", isPresented: $asking) {
        Button("Delete", role: .destructive) {}
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("This cannot be undone.")
      }
  }
}
