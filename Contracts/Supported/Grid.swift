// API: `Grid(alignment:horizontalSpacing:verticalSpacing:content:)`, `GridRow(alignment:content:)`, `.gridCellColumns(_:)`, `.gridColumnAlignment(_:)`
// Status: supported
// Shown by: Tests/NavStackTests/Containers/Scripts/grid-rows-align-columns.keys
import SwiftUI

struct GridContract: View {
  var body: some View {
    Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
      GridRow {
        Text("Player")
        Text("Points").gridColumnAlignment(.trailing)
      }
      Divider()
      GridRow(alignment: .top) {
        Text("Ada")
        Text("340")
      }
      GridRow {
        Text("A note across both columns").gridCellColumns(2)
      }
    }
  }
}
