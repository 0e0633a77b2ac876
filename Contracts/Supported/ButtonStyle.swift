// API: `ButtonStyle` with `makeBody(configuration:)`, `buttonStyle(_:)`
// Status: supported
// Shown by: Tests/NavStackTests/Styles/Scripts/custom-button-styles-keep-focus.keys
import SwiftUI

struct PillButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(.horizontal)
      .foregroundStyle(configuration.role == .destructive ? .red : .primary)
      .opacity(configuration.isPressed ? 0.5 : 1)
  }
}

struct ButtonStyleContract: View {
  var body: some View {
    List {
      Button("Save") {}
      Button("Delete", role: .destructive) {}
    }
    .buttonStyle(PillButtonStyle())
  }
}
