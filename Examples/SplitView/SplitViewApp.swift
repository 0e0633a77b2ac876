import SwiftUI

// A NavigationSplitView: mailboxes, their messages, one message. Wide terminals show the
// columns side by side; narrow ones, one stack whose path is the selections.

@main
struct SplitViewApp: App {
  var body: some Scene {
    WindowGroup { Mail() }
  }
}

struct Mail: View {
  @State private var mailbox: String?
  @State private var message: String?

  var body: some View {
    NavigationSplitView {
      List(["Inbox", "Sent"], id: \.self, selection: $mailbox) { name in Text(name) }
        .navigationTitle("Mailboxes")
    } content: {
      List(messages, id: \.self, selection: $message) { subject in Text(subject) }
        .navigationTitle(mailbox ?? "No Mailbox")
    } detail: {
      Text(message.map { "Reading \($0)" } ?? "No message selected")
        .navigationTitle(message ?? "")
    }
  }

  private var messages: [String] {
    mailbox == "Sent" ? ["Re: lunch"] : ["Hello", "Invoice"]
  }
}
