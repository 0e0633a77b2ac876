// API: `NavigationView`, `.navigationBarTitle(_:displayMode:)`, `.navigationBarItems(leading:trailing:)`, `Section(header:footer:content:)`
// Status: supported
// Shown by: Tests/NavStackTests/Compat/Scripts/older-navigation-forms.keys
import SwiftUI

struct OlderNavigationBarContract: View {
  var body: some View {
    NavigationView {
      List {
        Section(header: Text("Today"), footer: Text("2 items")) {
          Text("One")
          Text("Two")
        }
        Section(header: Text("Later")) { Text("Three") }
        Section(footer: Text("The end")) { Text("Four") }
      }
      .navigationBarTitle("Items", displayMode: .inline)
      .navigationBarTitle(Text("Items"))
      .navigationBarItems(leading: Button("Edit") {}, trailing: Button("Add") {})
      .navigationBarItems(trailing: Image(systemName: "plus"))
    }
  }
}
