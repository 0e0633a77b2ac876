// API: `.listRowBackground(_:)`, `.listRowSeparator(_:edges:)`, `.listRowInsets(_:)`, `.listSectionSeparator(_:edges:)`
// Status: accepted
// Why: a list row here is one line on the terminal's background, with no separators, and the highlight marks the selected row.
import SwiftUI

struct ListRowModifiersContract: View {
  var body: some View {
    List {
      Section("Fruit") {
        Text("Apple")
          .listRowBackground(Color.green)
          .listRowSeparator(.hidden)
          .listRowInsets(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        Text("Pear")
          .listRowSeparator(.hidden, edges: .bottom)
          .listRowBackground(nil as Color?)
      }
      .listSectionSeparator(.visible)
    }
  }
}
