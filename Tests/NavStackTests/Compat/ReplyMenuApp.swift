import SwiftUI

/// Menus with a primary action, as Mail's reply button.
///
/// The label replies, the list holds the other ways to answer. One sits in a list row, one in
/// the content below it.
struct ReplyMenuApp: View {
  @State private var log = "Nothing sent"

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        List {
          Menu("Reply") {
            Button("Reply All") { log = "Replied to all" }
            Button("Forward") { log = "Forwarded" }
          } primaryAction: {
            log = "Replied"
          }
          .menuStyle(.button)
          Text(log)
        }
        Menu {
          Button("Archive") { log = "Archived" }
        } label: {
          Label("Move", systemImage: "folder")
        } primaryAction: {
          log = "Moved to Inbox"
        }
        .menuStyle(.borderlessButton)
      }
      .navigationTitle("Mail")
    }
  }
}
