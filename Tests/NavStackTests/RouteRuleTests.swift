import Foundation
import NavStack
import Testing

@MainActor
final class RoutesOwner {
  var routes: [NavStack.Route<String>] = []
  lazy var binding = RoutesBinding(bind(self, \.routes)) { TestScreen($0) }
}

@MainActor
@Suite("Routes and deep links")
struct RouteRuleTests {
  typealias R = NavStack.Route<String>

  @Test("R35 goBack, goBackToRoot, goBackTo, pop and dismiss as mutations of routes")
  func operations() {
    var routes: [R] = [.push("A"), .sheet("B", withNavigation: true), .push("C")]
    routes.goBack(2)
    #expect(routes == [.push("A")])
    routes.goBackToRoot()
    #expect(routes.isEmpty)
    routes.goBackToRoot()
    #expect(routes.isEmpty)
    routes = [.push("A"), .push("B"), .push("C")]
    let found = routes.goBackTo(where: { $0 == "A" })
    #expect(found)
    #expect(routes == [.push("A")])
    let missing = routes.goBackTo(where: { $0 == "Z" })
    #expect(!missing)
    #expect(routes == [.push("A")])
    routes = [.sheet("S", withNavigation: true), .push("P")]
    let popTwo = routes.pop(2)
    #expect(!popTwo)
    #expect(routes.count == 2)
    let popOne = routes.pop(1)
    #expect(popOne)
    routes = [
      .push("A"), .sheet("S", withNavigation: true), .push("P"), .sheet("T", withNavigation: false),
    ]
    let dismissedTwo = routes.dismiss(2)
    #expect(dismissedTwo)
    #expect(routes == [.push("A")])
    let dismissedNone = routes.dismiss()
    #expect(!dismissedNone)
  }

  @Test("R36 a whole new routes array reaches that state in one frame")
  func deepLink() {
    let owner = RoutesOwner()
    let window = Window(root: TestScreen("Home"), routes: owner.binding)
    owner.routes = [.push("A"), .push("B"), .sheet("S", withNavigation: true), .push("T")]
    window.settle()
    #expect(window.stackDescription == "Home > A > B | S > T")
    let keptA = window.allScreens[1]
    owner.routes = [.push("A"), .push("X")]
    window.settle()
    #expect(window.stackDescription == "Home > A > X")
    #expect(window.allScreens[1] === keptA)
    window.press(.escape)
    #expect(owner.routes == [.push("A")])
  }

  @Test("R36 Esc on a routed sheet writes the shorter routes back")
  func routedSheetEsc() {
    let owner = RoutesOwner()
    let window = Window(root: TestScreen("Home"), routes: owner.binding)
    owner.routes = [.push("A"), .sheet("S", withNavigation: false)]
    window.settle()
    window.press(.escape)
    #expect(owner.routes == [.push("A")])
    #expect(window.stackDescription == "Home > A")
  }

  @Test("R37 routes save and restore; the restored routes rebuild the same screens")
  func codableRoutes() throws {
    let routes: [R] = [.push("Work"), .sheet("New Item", withNavigation: true)]
    let data = try JSONEncoder().encode(routes)
    let restored = try JSONDecoder().decode([R].self, from: data)
    #expect(restored == routes)
    let owner = RoutesOwner()
    owner.routes = restored
    let window = Window(root: TestScreen("Folders"), routes: owner.binding)
    #expect(window.stackDescription == "Folders > Work | New Item")
    #expect(
      window.row(0).hasPrefix("< Folders")
        || window.render(size: .standard).text.contains("< Folders"))
  }

  @Test("R38 popAndPush replaces the top screen in one update")
  func popAndPush() {
    let owner = RoutesOwner()
    owner.routes = [.push("A"), .push("B")]
    let window = Window(root: TestScreen("Home"), routes: owner.binding)
    owner.routes.popAndPush("C")
    #expect(owner.routes == [.push("A"), .push("C")])
    window.settle()
    #expect(window.stackDescription == "Home > A > C")
    #expect(window.row(0).hasPrefix("< A"))
  }
}
