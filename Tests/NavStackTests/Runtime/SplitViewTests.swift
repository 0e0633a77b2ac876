import NavStackTesting
import Testing

@testable import NavStack

/// A mail-like split view: mailboxes, then messages, then one message.
private struct Mail: View {
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
      Text(message.map { "Reading \($0)" } ?? "No message").navigationTitle(message ?? "")
    }
  }

  private var messages: [String] {
    mailbox == "Sent" ? ["Re: lunch"] : ["Hello", "Invoice"]
  }
}

@MainActor
@Suite("NavigationSplitView")
struct SplitViewTests {
  @Test("R46 narrow: one stack whose path is the selections, Back clears the last")
  func collapsed() {
    let session = ViewSession(Mail(), size: Size(width: 80, height: 12))
    #expect(session.stack == "Mailboxes")
    session.press(.down, .enter)
    #expect(session.stack == "Mailboxes > Sent")
    #expect(session.row(0).hasPrefix("< Mailboxes"))
    session.press(.enter)
    #expect(session.stack == "Mailboxes > Sent > Re: lunch")
    #expect(session.text.contains("Reading Re: lunch"))
    session.press(.escape)
    #expect(session.stack == "Mailboxes > Sent")
  }

  @Test("R46 wide: the columns side by side, the selection driving the next column")
  func expanded() {
    let session = ViewSession(Mail(), size: Size(width: 130, height: 12))
    #expect(session.text.contains("Mailboxes"))
    #expect(session.text.contains("No Mailbox"))
    #expect(session.text.contains("No message"))
    session.press(.enter)
    #expect(session.text.contains("Inbox"))
    #expect(session.text.contains("Hello"))
  }

  @Test("R46 a resize across 120 columns keeps the selections and the path")
  func resize() {
    let session = ViewSession(Mail(), size: Size(width: 80, height: 12))
    session.press(.down, .enter, .enter)
    #expect(session.stack == "Mailboxes > Sent > Re: lunch")
    session.resize(to: Size(width: 130, height: 12))
    #expect(session.text.contains("Reading Re: lunch"))
    #expect(session.text.contains("Sent"))
    session.resize(to: Size(width: 80, height: 12))
    #expect(session.stack == "Mailboxes > Sent > Re: lunch")
    #expect(session.text.contains("Reading Re: lunch"))
  }
}
