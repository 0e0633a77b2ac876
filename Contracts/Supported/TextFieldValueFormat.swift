// API: `TextField(_:value:format:prompt:)`
// Status: supported
// Shown by: Tests/EditingTests/Scripts/formatted-fields-parse-on-commit.keys
import SwiftUI

struct TextFieldValueFormatContract: View {
  @State private var price = 12.5
  @State private var quantity = 3
  @State private var share = 0.25

  var body: some View {
    Form {
      TextField("Price", value: $price, format: .currency(code: "USD"))
      TextField("Quantity", value: $quantity, format: .number, prompt: Text("how many"))
      TextField(value: $share, format: .percent) { Text("Share") }
    }
  }
}
