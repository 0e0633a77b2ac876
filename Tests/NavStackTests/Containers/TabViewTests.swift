import NavStack
import NavStackTesting
import Testing

/// Records what appears and disappears, by name.
@MainActor
private final class Journal {
  var events: [String] = []
}

/// Two tabs whose content logs `onAppear` and `onDisappear`; the second counts its builds.
private struct LoggedTabs: View {
  let journal: Journal
  @State private var selection = 0

  var body: some View {
    TabView(selection: $selection) {
      Text("First page")
        .onAppear { journal.events.append("first appears") }
        .onDisappear { journal.events.append("first disappears") }
        .tabItem { Text("First") }
        .tag(0)
      Counter(journal: journal)
        .tabItem { Text("Second") }
        .tag(1)
    }
  }
}

private struct Counter: View {
  let journal: Journal
  @State private var count = 0

  var body: some View {
    Button("Count \(count)") { count += 1 }
      .onAppear { journal.events.append("second appears") }
      .onDisappear { journal.events.append("second disappears") }
  }
}

/// iOS 18's `Tab`, with values and a search role, and `.badge` on a tab.
private struct NewTabs: View {
  enum Pane: Hashable { case home, search }
  @State private var pane = Pane.search

  var body: some View {
    TabView(selection: $pane) {
      Tab("Home", systemImage: "house", value: .home) {
        Text("Welcome home")
      }
      .badge(2)
      Tab(value: .search, role: .search) {
        Text("Find anything")
      }
    }
  }
}

@MainActor
@Suite("TabView")
struct TabViewTests {
  @Test("a tab is built when first shown, keeps its state, and appears each time it is shown")
  func lifecycle() {
    let journal = Journal()
    let session = ViewSession(LoggedTabs(journal: journal), size: Size(width: 40, height: 10))
    #expect(journal.events == ["first appears"])
    session.press(.character("2"))
    #expect(journal.events == ["first appears", "first disappears", "second appears"])
    session.press(.enter)
    #expect(session.text.contains("Count 1"))
    session.press(.character("1"))
    #expect(session.text.contains("First page"))
    session.press(.character("2"))
    #expect(session.text.contains("Count 1"))
    #expect(
      journal.events == [
        "first appears", "first disappears", "second appears", "second disappears",
        "first appears", "first disappears", "second appears",
      ])
  }

  @Test("Alt+digit switches tabs from a text field, where a digit types")
  func altDigitInField() {
    struct Fields: View {
      @State private var text = ""
      var body: some View {
        TabView {
          TextField("Note", text: $text).tabItem { Text("Edit") }
          Text("Other page").tabItem { Text("Other") }
        }
      }
    }
    let session = ViewSession(Fields(), size: Size(width: 40, height: 10))
    session.type("2")
    #expect(session.text.contains("2"))
    #expect(!session.text.contains("Other page"))
    session.press(.alt("2"))
    #expect(session.text.contains("Other page"))
  }

  @Test("Tab(_:systemImage:value:) and Tab(value:role:) select by value; badges show")
  func iOS18Tabs() {
    let session = ViewSession(NewTabs(), size: Size(width: 40, height: 10))
    #expect(session.text.contains("Find anything"))
    #expect(session.row(8).contains("1 ⌂ Home 2"))
    #expect(session.row(8).contains("2 ⌕ Search"))
    #expect(session.click("Home"))
    #expect(session.text.contains("Welcome home"))
  }

  @Test("help lists the tab keys; the key bar counts them")
  func helpListsTabs() {
    let session = ViewSession(NewTabs(), size: Size(width: 60, height: 12))
    session.press(.character("?"))
    #expect(session.text.contains("Home tab"))
    #expect(session.text.contains("Search tab"))
  }
}
