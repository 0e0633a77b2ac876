// API: `AnyShapeStyle`
// Status: supported
// Shown by: Tests/NavStackTests/Looks/Scripts/colors.keys
import SwiftUI

struct AnyShapeStyleContract: View {
  @State private var isWarm = true
  var style: AnyShapeStyle { isWarm ? AnyShapeStyle(Color.orange) : AnyShapeStyle(.secondary) }

  var body: some View {
    Button("Highlight") { isWarm.toggle() }
      .foregroundStyle(style)
  }
}
