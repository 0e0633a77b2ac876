import NavStack
import Testing

@MainActor
@Suite("Stack and path")
struct StackRuleTests {
  @Test("R1 popping at the root does nothing: no back button, no error")
  func popAtRoot() {
    let root = TestScreen("Root")
    let window = Window(root: root)
    window.press(.escape, .left, .character("h"))
    #expect(window.stackDescription == "Root")
    #expect(!window.row(0).contains("<"))
    #expect(!window.isFinished)
    #expect(window.log.isEmpty)
  }

  @Test("R1 a stack always keeps its root, even when dismiss is called on it")
  func rootStays() {
    let root = TestScreen("Root")
    let window = Window(root: root)
    root.environment.dismiss()
    #expect(window.stackDescription == "Root")
    #expect(root.environment.isPresented == false)
  }

  @Test("R2 a path of k values shows 1 + k screens; appending k pushes k in one update")
  func pathShowsScreens() {
    let owner = PathOwner()
    owner.path = [Route(name: "A")]
    let window = Window(
      root: TestScreen("Root"),
      path: NavigationPathBinding(owner.binding) { TestScreen($0.name) })
    #expect(window.stackDescription == "Root > A")
    owner.path += [Route(name: "B"), Route(name: "C")]
    window.settle()
    #expect(window.stackDescription == "Root > A > B > C")
    #expect(window.row(0).contains("< B"))
  }

  @Test("R2 setting the path to [] shows the root")
  func emptyPathShowsRoot() {
    let owner = PathOwner()
    owner.path = [Route(name: "A"), Route(name: "B")]
    let window = Window(
      root: TestScreen("Root"),
      path: NavigationPathBinding(owner.binding) { TestScreen($0.name) })
    owner.path = []
    window.settle()
    #expect(window.stackDescription == "Root")
  }

  @Test("R3 Back removes exactly the last path element and writes it back at once")
  func backWritesPath() {
    let owner = PathOwner()
    owner.path = [Route(name: "A"), Route(name: "B")]
    let window = Window(
      root: TestScreen("Root"),
      path: NavigationPathBinding(owner.binding) { TestScreen($0.name) })
    window.press(.escape)
    #expect(owner.path == [Route(name: "A")])
    #expect(owner.writes == 1)
    #expect(window.stackDescription == "Root > A")
    #expect(window.row(0).contains("< Root"))
  }

  @Test("R6 replacing the path keeps the screens of the unchanged prefix")
  func unchangedPrefixKeepsState() {
    let owner = PathOwner()
    owner.path = [Route(name: "A"), Route(name: "B")]
    var built: [String: TestScreen] = [:]
    let window = Window(
      root: TestScreen("Root"),
      path: NavigationPathBinding(owner.binding) { route in
        let screen = TestScreen(route.name)
        built[route.name] = screen
        return screen
      })
    built["A"]?.state = 42
    let firstA = built["A"]
    owner.path = [Route(name: "A"), Route(name: "C")]
    window.settle()
    #expect(window.stackDescription == "Root > A > C")
    #expect(built["A"] === firstA)
    #expect(built["A"]?.state == 42)
  }
}
