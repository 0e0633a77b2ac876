// API: `TextField(_:text:prompt:axis:)` with `axis: .vertical` and `.lineLimit(_:)`
// Status: supported
// Shown by: Tests/EditingTests/Scripts/vertical-field-grows-to-its-line-limit.keys
import SwiftUI

struct TextFieldAxisContract: View {
  @State private var comment = ""

  var body: some View {
    Form {
      TextField("Comment", text: $comment, prompt: Text("Say something"), axis: .vertical)
        .lineLimit(3)
      TextField("Title", text: $comment, axis: .horizontal)
    }
  }
}
