// API: `controlSize(_:)` with `ControlSize`, `@Environment(\.controlSize)`
// Status: accepted
// Why: a control is one row of cells at every size, so the size is kept for views to read and changes nothing drawn.
import SwiftUI

struct ControlSizeContract: View {
  @Environment(\.controlSize) private var size

  var body: some View {
    Button("Continue") {}
      .buttonStyle(.borderedProminent)
      .controlSize(.large)
  }
}
