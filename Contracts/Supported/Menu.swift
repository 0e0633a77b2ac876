// API: `Menu(_:content:)`, `Menu(content:label:)`, `Menu(_:systemImage:content:)`
// Status: supported
// Shown by: Tests/NavStackTests/Containers/Scripts/menus-open-their-items.keys
import SwiftUI

struct MenuContract: View {
  @State private var sort = "date"

  var body: some View {
    NavigationStack {
      Form {
        Menu("Actions") {
          Button("Duplicate") {}
          Divider()
          Menu("Move to") {
            Button("Work") {}
            Button("Home") {}
          }
          Button("Delete", role: .destructive) {}
        }
        Menu("Add", systemImage: "plus") {
          Button("Note") {}
        }
        Menu("Filter") {
          Toggle("Show done", isOn: .constant(true))
          Picker("Sort", selection: $sort) {
            Text("Date").tag("date")
            Text("Title").tag("title")
          }
        }
      }
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Menu {
            Section("Sort by") {
              Button("Date") { sort = "date" }
              Button("Title") { sort = "title" }
            }
          } label: {
            Label("Sort", systemImage: "arrow.up.arrow.down")
          }
        }
      }
    }
  }
}
