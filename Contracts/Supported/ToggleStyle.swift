// API: `ToggleStyle` with `makeBody(configuration:)`, `configuration.isOn`, `configuration.$isOn`, `Toggle(_:)` of a configuration, `toggleStyle(_:)`
// Status: supported
// Shown by: Tests/NavStackTests/Styles/Scripts/toggle-styles-flip-by-key-and-click.keys
import SwiftUI

struct CheckmarkToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Button {
        configuration.isOn.toggle()
      } label: {
        Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
      }
      configuration.label
    }
  }
}

struct BoldSwitchStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      Toggle(isOn: configuration.$isOn) { configuration.label.bold() }
        .toggleStyle(.switch)
      Toggle(configuration)
    }
  }
}

struct ToggleStyleContract: View {
  @State private var done = false
  @State private var alerts = true

  var body: some View {
    List {
      Toggle("Done", isOn: $done).toggleStyle(CheckmarkToggleStyle())
      Toggle("Alerts", isOn: $alerts).toggleStyle(BoldSwitchStyle())
    }
  }
}
