// API: `EnvironmentKey`, `EnvironmentValues` extension, `.environment(_:_:)`
// Status: supported
// Shown by: A body runs again for the environment values it reads (R41)/R41 an environment value changed above re-evaluates only the views that name it
import SwiftUI

private struct ContractThemeKey: EnvironmentKey {
  static let defaultValue = "plain"
}

extension EnvironmentValues {
  var contractTheme: String {
    get { self[ContractThemeKey.self] }
    set { self[ContractThemeKey.self] = newValue }
  }
}

struct EnvironmentKeyContract: View {
  @Environment(\.contractTheme) private var theme

  var body: some View {
    Text("Theme \(theme)").environment(\.contractTheme, "bright")
  }
}
