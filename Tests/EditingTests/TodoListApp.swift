import Foundation
import SwiftUI

/// One thing to do.
struct TodoItem: Identifiable {
  let id: Int
  var title: String
}

/// The classic to-do list: rows deleted and moved through `onDelete` and `onMove`, with
/// `EditButton` in the toolbar, as tutorials write it.
struct TodoListApp: View {
  @State private var items = ["Milk", "Eggs", "Bread", "Jam"].enumerated().map {
    TodoItem(id: $0.offset, title: $0.element)
  }

  var body: some View {
    NavigationStack {
      List {
        ForEach(items) { item in
          Text(item.title)
        }
        .onDelete(perform: delete)
        .onMove(perform: move)
      }
      .navigationTitle("To Do")
      .toolbar { EditButton() }
      Text(items.map(\.title).joined(separator: ","))
    }
  }

  private func delete(at offsets: IndexSet) {
    items.remove(atOffsets: offsets)
  }

  private func move(from source: IndexSet, to destination: Int) {
    items.move(fromOffsets: source, toOffset: destination)
  }
}

/// A list whose edit mode the app holds itself, through `.environment(\.editMode, $mode)`,
/// and reads back through `@Environment(\.editMode)`.
struct OwnEditModeApp: View {
  @State private var mode = EditMode.inactive
  @State private var names = ["Ann", "Bob", "Cy"]

  var body: some View {
    NavigationStack {
      VStack {
        Button(mode.isEditing ? "Stop" : "Start") {
          mode = mode.isEditing ? .inactive : .active
        }
        EditingLabel()
        List {
          ForEach(names, id: \.self) { Text($0) }
            .onDelete { names.remove(atOffsets: $0) }
        }
      }
      .environment(\.editMode, $mode)
    }
  }
}

/// Says whether the edit mode around it is editing.
struct EditingLabel: View {
  @Environment(\.editMode) private var editMode

  var body: some View {
    Text(editMode?.wrappedValue.isEditing == true ? "editing" : "not editing")
  }
}
