// API: `bold(_:)`, `italic(_:)`, `fontWeight(_:)`, `underline(_:pattern:color:)`, `strikethrough(_:pattern:color:)`, `textCase(_:)`, `Text + Text`
// Status: supported
// Shown by: Tests/NavStackTests/Looks/Scripts/typography.keys
import SwiftUI

struct TextModifiersContract: View {
  var body: some View {
    VStack(alignment: .leading) {
      Text("Total: ").bold() + Text("42").foregroundColor(.green)
      Text("Under").underline(true, pattern: .dash, color: .red)
      Text("Gone").strikethrough()
      Text("Semibold").fontWeight(.semibold)
      Text("Header").textCase(.uppercase)
      Text("Slanted").italic()
    }
    .fontWeight(.medium)
    .bold()
  }
}
