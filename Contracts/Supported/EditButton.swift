// API: `EditButton()`
// Status: supported
// Shown by: Tests/EditingTests/Scripts/todo-rows-delete-and-move.keys
import SwiftUI

struct EditButtonContract: View {
  @State private var names = ["Ann", "Bob"]

  var body: some View {
    NavigationStack {
      List {
        ForEach(names, id: \.self) { Text($0) }
          .onDelete { names.remove(atOffsets: $0) }
      }
      .toolbar { EditButton() }
    }
  }
}
