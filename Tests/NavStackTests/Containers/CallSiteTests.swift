import NavStack
import NavStackTesting
import Testing

/// The call sites under CallSites/ compile, draw, and behave as their SwiftUI originals.
@MainActor
@Suite("Container call sites")
struct CallSiteTests {
  @Test("tabs made by ForEach select by their value")
  func tabsFromForEach() {
    let session = ViewSession(TabsFromForEach(), size: Size(width: 50, height: 10))
    #expect(session.text.contains("agents"))
    session.press(.character("2"))
    #expect(session.text.contains("settings"))
  }

  @Test("a tag written before .tabItem selects its tab")
  func tagBeforeTabItem() {
    let session = ViewSession(
      VStack { UntaggedTabs() }.frame(height: 200), size: Size(width: 50, height: 24))
    #expect(session.text.contains("History !"))
    #expect(session.text.contains("Home page"))
    #expect(session.click("☺"))
    #expect(session.text.contains("Profile page"))
  }

  @Test("ContentUnavailableView with an app's own image shows its title and description")
  func unavailableWithImage() {
    let session = ViewSession(
      ContentUnavailableView("No Photos", image: "album", description: Text("Take one.")),
      size: Size(width: 40, height: 10))
    #expect(session.text.contains("No Photos"))
    #expect(session.text.contains("Take one."))
  }
}
