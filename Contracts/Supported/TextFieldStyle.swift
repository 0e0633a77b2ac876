// API: `textFieldStyle(_:)` with `.roundedBorder`, `.plain`, `.automatic`
// Status: supported
// Shown by: Tests/NavStackTests/Styles/Scripts/field-styles-edit-as-drawn.keys
import SwiftUI

struct TextFieldStyleContract: View {
  @State private var name = ""
  @State private var note = ""

  var body: some View {
    Form {
      TextField("Name", text: $name).textFieldStyle(.roundedBorder)
      TextField("Note", text: $note).textFieldStyle(.plain)
      TextField("Other", text: $note).textFieldStyle(RoundedBorderTextFieldStyle())
    }
    .textFieldStyle(.automatic)
  }
}
