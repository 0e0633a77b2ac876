// API: `PrimitiveButtonStyle`, `configuration.trigger()`, `Button(_:)` of a configuration
// Status: supported
// Shown by: Tests/NavStackTests/Styles/Scripts/custom-button-styles-keep-focus.keys
import SwiftUI

struct MarkedButtonStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Image(systemName: "star")
      Button(configuration)
    }
  }
}

struct TappedButtonStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.onTapGesture { configuration.trigger() }
  }
}

struct PrimitiveButtonStyleContract: View {
  var body: some View {
    Form {
      Button("Marked") {}.buttonStyle(MarkedButtonStyle())
      Button("Tapped") {}.buttonStyle(TappedButtonStyle())
    }
  }
}
