// API: `@Entry` in `extension EnvironmentValues`
// Status: supported
// Shown by: Environment entries/@Entry values read their default, and .environment sets them
import SwiftUI

extension EnvironmentValues {
  @Entry var contractAccent: Color = .blue
  @Entry var contractLimit: Int?
}

struct EntryContract: View {
  @Environment(\.contractAccent) private var accent
  @Environment(\.contractLimit) private var limit

  var body: some View {
    Text("Limit \(limit ?? 0)")
      .foregroundStyle(accent)
      .environment(\.contractAccent, .red)
  }
}
