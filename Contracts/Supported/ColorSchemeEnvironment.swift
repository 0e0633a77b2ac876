// API: `@Environment(\.colorScheme)`, `ColorScheme`
// Status: supported
// Shown by: Compatibility values/a view reads colorScheme from the environment and .environment sets it
import SwiftUI

struct ColorSchemeEnvironmentContract: View {
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    Text(colorScheme == .dark ? "Dark" : "Light")
      .foregroundStyle(colorScheme == .light ? Color.black : Color.white)
      .environment(\.colorScheme, .dark)
  }
}
