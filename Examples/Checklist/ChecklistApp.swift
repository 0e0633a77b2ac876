import SwiftUI

// An editable checklist: each row holds a toggle and a text field bound to its element through
// `List($items) { $item in … }`. A row's controls take focus (→ goes into the row, Tab moves
// within it, ↑ ↓ move to the row above or below), Space on a highlighted row ticks it, and a
// click acts on the control under it.

@main
struct ChecklistApp: App {
  var body: some Scene {
    WindowGroup { ChecklistView() }
  }
}

/// One line of the list.
struct ChecklistItem: Identifiable {
  let id = UUID()
  var title: String
  var isDone = false
}

struct ChecklistView: View {
  @State private var items = [
    ChecklistItem(title: "Milk"),
    ChecklistItem(title: "Eggs", isDone: true),
    ChecklistItem(title: "Bread"),
    ChecklistItem(title: "Coffee"),
  ]

  private var remaining: Int { items.filter { !$0.isDone }.count }

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        List($items) { $item in
          HStack {
            Toggle("Done", isOn: $item.isDone)
              .labelsHidden()
            TextField("Item", text: $item.title)
          }
        }
        Text(remaining == 0 ? "All done" : "\(remaining) left")
          .foregroundStyle(.secondary)
          .padding(.horizontal)
      }
      .navigationTitle("Shopping")
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          Button("Clear Done") { items.removeAll { $0.isDone } }
            .disabled(remaining == items.count)
        }
        ToolbarItem(placement: .topBarTrailing) {
          Button {
            items.append(ChecklistItem(title: ""))
          } label: {
            Label("Add", systemImage: "plus")
          }
        }
      }
    }
  }
}

#Preview {
  ChecklistView()
}
