// API: `.navigationTitle(_: Binding<String>)`
// Status: supported
// Shown by: Tests/NavStackTests/Compat/Scripts/older-navigation-forms.keys
import SwiftUI

struct NavigationTitleBindingContract: View {
  @State private var title = "Untitled"

  var body: some View {
    NavigationStack {
      TextField("Title", text: $title)
        .navigationTitle($title)
    }
  }
}
