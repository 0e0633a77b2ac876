import NavStack
import Testing

@MainActor
@Suite("Bar, title, back button")
struct BarRuleTests {
  private func pushed(onto previous: String, title: String = "Child") -> Window {
    let root = TestScreen(previous)
    let window = Window(root: root)
    root.environment.push(TestScreen(title))
    return window
  }

  @Test("R7 back button shows the previous title")
  func backShowsPreviousTitle() {
    let window = pushed(onto: "My folders")
    #expect(window.row(0).hasPrefix("< My folders"))
  }

  @Test("R8 a previous title wider than min(20, width/3) gives < Back")
  func longTitleGivesBack() {
    #expect(NavigationBar.backLabel(previousTitle: "My folders", barWidth: 80) == "< My folders")
    // 80 / 3 = 26, so the limit is 20 cells: "< " + 18 fits, "< " + 19 does not.
    #expect(
      NavigationBar.backLabel(previousTitle: String(repeating: "a", count: 18), barWidth: 80)
        == "< " + String(repeating: "a", count: 18))
    #expect(
      NavigationBar.backLabel(previousTitle: String(repeating: "a", count: 19), barWidth: 80)
        == "< Back")
    // At 40 columns the limit is 13 cells.
    #expect(NavigationBar.backLabel(previousTitle: "Reading list!", barWidth: 40) == "< Back")
    let window = pushed(onto: "A title that is much too long for a back button")
    #expect(window.row(0).hasPrefix("< Back"))
  }

  @Test("R8 wide characters count as two cells in the back button's width")
  func wideTitleWidth() {
    // "< " + 9 wide characters = 20 cells: fits at 80; 10 wide characters do not.
    #expect(NavigationBar.backLabel(previousTitle: "日本語日本語日本語", barWidth: 80) == "< 日本語日本語日本語")
    #expect(NavigationBar.backLabel(previousTitle: "日本語日本語日本語メ", barWidth: 80) == "< Back")
  }

  @Test("R8 when even < Back does not fit, the button is <")
  func tinyBarGivesArrow() {
    #expect(NavigationBar.backLabel(previousTitle: "Folders", barWidth: 15) == "<")
  }

  @Test("R9 an empty previous title gives < Back")
  func emptyTitleGivesBack() {
    #expect(NavigationBar.backLabel(previousTitle: "", barWidth: 80) == "< Back")
    let window = pushed(onto: "")
    #expect(window.row(0).hasPrefix("< Back"))
  }

  @Test("R14 a title that fits stays centred")
  func titleCentred() {
    let placed = NavigationBar.titlePlacement(
      title: "Work", barWidth: 80, leftEdge: 10, rightEdge: 70)
    #expect(placed.x == 38)
    #expect(placed.text == "Work")
    let window = Window(root: TestScreen("Folders"))
    #expect(window.row(0) == String(repeating: " ", count: 36) + "Folders")
  }

  @Test("R14 a title too long for the space between the buttons is cut with …")
  func titleCut() {
    let placed = NavigationBar.titlePlacement(
      title: "A very long title indeed", barWidth: 40, leftEdge: 10, rightEdge: 20)
    #expect(placed.text == "A very lo…")
    #expect(placed.x == 10)
    let button = BarItem(placement: .navigationBarTrailing) { BarButton("Save") {} }
    let root = TestScreen("Folders")
    let window = Window(root: root)
    root.environment.push(
      TestScreen(String(repeating: "Long title ", count: 10), toolbar: [button]))
    let bar = window.row(0)
    #expect(bar.hasPrefix("< Folders"))
    #expect(bar.hasSuffix("… [Save]"))
    #expect(bar.cellWidth == 80)
  }

  @Test("R14 a title pushed aside by a button keeps clear of it")
  func titlePushedAside() {
    let placed = NavigationBar.titlePlacement(
      title: "Title", barWidth: 20, leftEdge: 12, rightEdge: 20)
    #expect(placed.x == 12)
  }
}
