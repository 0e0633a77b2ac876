// API: `TextFieldStyle` with `_body(configuration:)`, `.textFieldStyle(_:)` with an app's own style
// Status: supported
// Shown by: Tests/NavStackTests/Compat/Scripts/custom-text-field-style.keys
import SwiftUI

struct ContractOutlinedStyle: TextFieldStyle {
  func _body(configuration: TextField<Self._Label>) -> some View {
    configuration
      .padding(10)
      .background(RoundedRectangle(cornerRadius: 8).stroke(Color.gray, lineWidth: 1))
  }
}

struct CustomTextFieldStyleContract: View {
  @State private var email = ""

  var body: some View {
    Form {
      TextField("Email", text: $email).textFieldStyle(ContractOutlinedStyle())
      TextField("Plain", text: $email).textFieldStyle(.roundedBorder)
    }
  }
}
