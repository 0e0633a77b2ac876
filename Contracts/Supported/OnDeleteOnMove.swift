// API: `ForEach.onDelete(perform:)`, `ForEach.onMove(perform:)`
// Status: supported
// Shown by: Tests/EditingTests/Scripts/todo-rows-delete-and-move.keys
import SwiftUI

struct OnDeleteOnMoveContract: View {
  @State private var items = ["Milk", "Eggs", "Bread"]

  var body: some View {
    List {
      ForEach(items, id: \.self) { item in
        Text(item)
      }
      .onDelete(perform: delete)
      .onMove(perform: move)
    }
  }

  func delete(at offsets: IndexSet) {
    items.remove(atOffsets: offsets)
  }

  func move(from source: IndexSet, to destination: Int) {
    items.move(fromOffsets: source, toOffset: destination)
  }
}
