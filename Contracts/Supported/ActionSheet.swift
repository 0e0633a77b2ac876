// API: `.actionSheet(isPresented:content:)`, `.actionSheet(item:content:)`, `ActionSheet`
// Status: supported
// Shown by: Tests/NavStackTests/Compat/Scripts/older-navigation-forms.keys
import SwiftUI

struct ActionSheetContract: View {
  @State private var choosing = false

  var body: some View {
    Button("Sort") { choosing = true }
      .actionSheet(isPresented: $choosing) {
        ActionSheet(
          title: Text("Sort by"), message: Text("Pick an order"),
          buttons: [
            .default(Text("Name")) {},
            .destructive(Text("Reset")),
            .cancel(),
          ])
      }
  }
}
