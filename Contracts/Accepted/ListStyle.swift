// API: `listStyle(_:)` with `.insetGrouped`, `.grouped`, `.inset`, `.plain`, `.sidebar`, `.automatic`
// Status: accepted
// Why: a terminal list draws its rows and section headers one way in every style, so the style changes nothing drawn.
import SwiftUI

struct ListStyleContract: View {
  var body: some View {
    VStack {
      List { Text("Inset grouped") }.listStyle(.insetGrouped)
      List { Text("Grouped") }.listStyle(.grouped)
      List { Text("Inset") }.listStyle(.inset)
      List { Text("Plain") }.listStyle(.plain)
      List { Text("Sidebar") }.listStyle(.sidebar)
      List { Text("Automatic") }.listStyle(.automatic)
      List { Text("Typed") }.listStyle(InsetGroupedListStyle())
    }
  }
}
