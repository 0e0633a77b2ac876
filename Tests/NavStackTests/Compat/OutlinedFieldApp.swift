import SwiftUI

/// A text field style as apps write one: the field given, padded and outlined.
struct OutlinedFieldStyle: TextFieldStyle {
  func _body(configuration: TextField<Self._Label>) -> some View {
    configuration
      .padding(.horizontal, 10)
      .padding(.vertical, 20)
      .overlay(RoundedRectangle(cornerRadius: 6).stroke(.gray, lineWidth: 1))
  }
}

/// Two fields in an app's own style, still edited by keys and bound to state.
struct OutlinedFieldApp: View {
  @State private var name = ""
  @State private var city = ""

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Name", text: $name)
      TextField("City", text: $city)
      Text("Hello, \(name) from \(city)")
    }
    .textFieldStyle(OutlinedFieldStyle())
  }
}
