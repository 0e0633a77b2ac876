// API: `foregroundStyle(_:)`, `foregroundStyle(_:_:)`, `foregroundStyle(_:_:_:)`, `.primary`, `.secondary`, `.tertiary`
// Status: supported
// Shown by: Tests/NavStackTests/Looks/Scripts/colors.keys
import SwiftUI

struct ForegroundStyleContract: View {
  var body: some View {
    VStack(alignment: .leading) {
      Text("Title").foregroundStyle(.primary)
      Text("Detail").foregroundStyle(.secondary)
      HStack {
        Image(systemName: "star.fill")
        Text("Rated").foregroundStyle(.secondary)
      }
      .foregroundStyle(.blue, .pink)
      Text("Foot").foregroundStyle(.tertiary)
    }
    .foregroundStyle(.primary, .secondary, .tertiary)
  }
}
