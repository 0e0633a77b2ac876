// API: `Toggle(_:systemImage:isOn:)`, `Button(_:systemImage:action:)`
// Status: supported
// Shown by: Tests/EditingTests/Scripts/slider-gauge-in-a-form.keys
import SwiftUI

struct SystemImageControlsContract: View {
  @State private var wifi = true
  let name = "Share"

  var body: some View {
    Form {
      Toggle("Wi-Fi", systemImage: "wifi", isOn: $wifi)
      Button("Delete", systemImage: "trash", role: .destructive) {}
      Button(name, systemImage: "square.and.arrow.up") {}
    }
  }
}
