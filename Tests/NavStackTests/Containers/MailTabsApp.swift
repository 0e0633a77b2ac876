import NavStack

/// A mail app as iOS 17 apps write tabs: `TabView(selection:)` of views with `.tabItem` and
/// `.tag`, a navigation stack in each tab, a badge on the inbox, a sheet from the settings.
struct MailTabsApp: View {
  enum Section: Hashable { case inbox, search, settings }

  @State private var selection = Section.inbox
  @State private var unread = 3

  var body: some View {
    TabView(selection: $selection) {
      InboxTab(unread: $unread)
        .tabItem { Label("Inbox", systemImage: "tray") }
        .tag(Section.inbox)
        .badge(unread)
      NavigationStack {
        List(["Invoices", "Receipts"], id: \.self) { folder in
          Text(folder)
        }
        .navigationTitle("Search")
      }
      .tabItem { Label("Search", systemImage: "magnifyingglass") }
      .tag(Section.search)
      SettingsTab(selection: $selection)
        .tabItem { Label("Settings", systemImage: "gear") }
        .tag(Section.settings)
    }
  }
}

/// The inbox: messages that push their text; reading one lowers the badge.
struct InboxTab: View {
  @Binding var unread: Int

  var body: some View {
    NavigationStack {
      List(["Hello", "Lunch?", "Invoice"], id: \.self) { subject in
        NavigationLink(subject) {
          Text("Message: \(subject)")
            .navigationTitle(subject)
            .onAppear { unread = max(0, unread - 1) }
        }
      }
      .navigationTitle("Inbox")
    }
  }
}

/// Settings: a toggle, a sheet, and a button that shows the inbox by setting the selection.
struct SettingsTab: View {
  @Binding var selection: MailTabsApp.Section
  @State private var signature = true
  @State private var isAbout = false

  var body: some View {
    NavigationStack {
      Form {
        Toggle("Signature", isOn: $signature)
        Button("About") { isAbout = true }
        Button("Go to inbox") { selection = .inbox }
      }
      .navigationTitle("Settings")
      .sheet(isPresented: $isAbout) {
        NavigationStack {
          Text("Mail 1.0").navigationTitle("About")
        }
      }
    }
  }
}
