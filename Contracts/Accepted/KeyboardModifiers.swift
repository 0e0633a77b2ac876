// API: `.keyboardType(_:)`, `.textInputAutocapitalization(_:)`, `.autocorrectionDisabled(_:)`, `.submitLabel(_:)`, `.scrollDismissesKeyboard(_:)`
// Status: accepted
// Why: a terminal has one keyboard, the user's own, which types what it sends and is never on the screen.
import SwiftUI

struct KeyboardModifiersContract: View {
  @State private var email = ""
  @State private var amount = ""

  var body: some View {
    Form {
      TextField("Email", text: $email)
        .keyboardType(.emailAddress)
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
        .submitLabel(.next)
      TextField("Amount", text: $amount)
        .keyboardType(.decimalPad)
        .autocorrectionDisabled(true)
        .submitLabel(.done)
    }
    .scrollDismissesKeyboard(.interactively)
  }
}
