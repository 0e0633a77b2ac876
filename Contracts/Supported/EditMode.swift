// API: `@Environment(\.editMode)`, `.environment(\.editMode, _:)`, `EditMode`
// Status: supported
// Shown by: Tests/EditingTests/Scripts/edit-mode-from-the-environment.keys
import SwiftUI

struct EditModeContract: View {
  @State private var mode = EditMode.inactive

  var body: some View {
    VStack {
      Button(mode.isEditing ? "Stop" : "Start") { mode = mode == .active ? .inactive : .active }
      EditModeReader()
    }
    .environment(\.editMode, $mode)
  }
}

struct EditModeReader: View {
  @Environment(\.editMode) private var editMode

  var body: some View {
    Text(editMode?.wrappedValue.isEditing == true ? "editing" : "not editing")
  }
}
