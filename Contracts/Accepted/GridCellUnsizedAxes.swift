// API: `.gridCellUnsizedAxes(_:)`
// Status: accepted
// Why: a grid's cell takes the size its view asks for; a divider in a cell already asks for one column only.
import SwiftUI

struct GridCellUnsizedAxesContract: View {
  var body: some View {
    Grid {
      GridRow {
        Text("A")
        Text("B")
      }
      GridRow { Divider().gridCellUnsizedAxes(.horizontal) }
    }
  }
}
