// API: `LazyVGrid(columns:alignment:spacing:pinnedViews:content:)`, `LazyHGrid(rows:alignment:spacing:pinnedViews:content:)`, `GridItem(_:spacing:alignment:)` with `.fixed`, `.flexible`, `.adaptive`
// Status: supported
// Shown by: Tests/NavStackTests/Containers/Scripts/grid-columns-adapt-to-the-width.keys
import SwiftUI

struct LazyVGridContract: View {
  let columns = [GridItem(.adaptive(minimum: 100, maximum: 200))]
  let pairs = [GridItem(.fixed(120), spacing: 16, alignment: .leading), GridItem(.flexible())]
  let three = Array(repeating: GridItem(.flexible(minimum: 40), spacing: 10), count: 3)

  var body: some View {
    ScrollView {
      LazyVGrid(columns: columns, spacing: 20) {
        ForEach(1...12, id: \.self) { Text("Photo \($0)") }
      }
      LazyVGrid(columns: pairs, alignment: .leading) {
        Text("Name")
        Text("Ada")
      }
      LazyVGrid(columns: three) {
        ForEach(0..<9) { Text("\($0)") }
      }
      ScrollView(.horizontal) {
        LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 12) {
          ForEach(["Trips", "Pets", "Food"], id: \.self) { Text($0) }
        }
      }
    }
  }
}
