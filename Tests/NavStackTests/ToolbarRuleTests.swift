import NavStack
import Testing

@MainActor
@Suite("Toolbar")
struct ToolbarRuleTests {
  private func button(_ title: String, _ placement: ToolbarItemPlacement = .automatic)
    -> BarItem
  {
    BarItem(placement: placement) { BarButton(title) {} }
  }

  @Test("R15 a screen with no enclosing stack draws no bar; it is built, isPresented false")
  func bareScreenHasNoBar() {
    let screen = TestScreen("Bare", toolbar: [button("Restore")])
    let window = Window(root: screen, inNavigationStack: false)
    #expect(!window.screenText.contains("Restore"))
    #expect(!window.row(0).contains("Bare"))
    #expect(screen.environment.isPresented == false)
    #expect(screen.environment.hasEnclosingStack == false)
  }

  @Test("R16 NavigationIfNeeded wraps bare content in a stack of its own")
  func navigationIfNeededWraps() {
    let window = Window(
      root: NavigationIfNeededScreen { TestScreen("Wrapped", toolbar: [button("Restore")]) },
      inNavigationStack: false)
    #expect(window.row(0).contains("Wrapped"))
    #expect(window.row(0).hasSuffix("[Restore]"))
    #expect(window.treeDescription == "Window › Stack(auto)[Wrapped]")
  }

  @Test("R16 the seed's full test tree shows one bar holding Hey and And another")
  func seedTestTree() {
    let tree = NavigationStackScreen {
      VStackScreen(
        NavigationIfNeededScreen {
          TextScreen("ewfawefaw").toolbar { BarItem { BarButton("Hey") {} } }
        }
      )
      .toolbar { BarItem { BarButton("And another") {} } }
    }
    let window = Window(root: tree)
    let frame = window.render(size: .standard)
    #expect(frame.text(ofRow: 0).trimmingTrailingSpaces().hasSuffix("[Hey] [And another]"))
    #expect(frame.text(ofRow: 1).contains("ewfawefaw"))
    #expect(frame.text.components(separatedBy: "[Hey]").count == 2)
    #expect(window.treeDescription == "Window › Stack[]")
  }

  @Test("R16 NavigationIfNeeded pushed inside a stack adds no second bar; items merge")
  func navigationIfNeededInsideStack() {
    let root = TestScreen("Root", toolbar: [button("Outer")])
    let window = Window(root: root)
    root.environment.push(
      NavigationIfNeededScreen { TestScreen("Inner", toolbar: [button("Restore")]) })
    #expect(window.row(0).hasPrefix("< Root"))
    #expect(window.row(0).hasSuffix("[Restore]"))
    #expect(!window.row(1).contains("Inner"))
    #expect(window.stackDescription == "Root > Inner")
  }

  @Test("R17 an explicit stack nested in a stack draws one bar and merges its items")
  func nestedStackMerges() {
    let inner = NavigationStackScreen { TestScreen("Inner", toolbar: [button("In")]) }
    let outer = VStackScreen(inner).toolbar { BarItem { BarButton("Out") {} } }
    let window = Window(root: NavigationStackScreen { outer })
    #expect(window.row(0).hasSuffix("[In] [Out]"))
    #expect(!window.row(1).contains("[In]"))
  }

  @Test("R17 destinations inside a nested stack are invisible to the outer stack's links")
  func nestedDestinationsInvisible() {
    let inner = NavigationStackScreen {
      TextScreen("inner").navigationDestination(for: Route.self) { TestScreen($0.name) }
    }
    let link = NavigationLinkScreen("Go", value: Route(name: "Next"))
    let window = Window(root: VStackScreen(link, inner).navigationTitle("Outer"))
    link.activate()
    #expect(window.stackDescription == "Outer")
    #expect(window.log.contains("no matching navigationDestination for Route"))
  }

  @Test("R18 placements map to leading, trailing, centre and the key bar")
  func placements() {
    let leading: [ToolbarItemPlacement] = [
      .navigationBarLeading, .topBarLeading, .cancellationAction, .navigation,
    ]
    let trailing: [ToolbarItemPlacement] = [
      .navigationBarTrailing, .topBarTrailing, .primaryAction, .confirmationAction, .automatic,
    ]
    for placement in leading {
      #expect(placement.region(backButtonShown: false) == .leading)
    }
    for placement in trailing {
      #expect(placement.region(backButtonShown: false) == .trailing)
    }
    #expect(ToolbarItemPlacement.principal.region(backButtonShown: false) == .principal)
    #expect(ToolbarItemPlacement.bottomBar.region(backButtonShown: false) == .bottomBar)
    let screen = TestScreen(
      "S", toolbar: [button("Lead", .cancellationAction), button("Bottom", .bottomBar)])
    let window = Window(root: screen)
    #expect(window.row(0).hasPrefix("[Lead]"))
    #expect(window.row(23).contains("[Bottom]"))
  }

  @Test("R19 with a back button shown, navigation items move to trailing")
  func navigationPlacementMoves() {
    #expect(ToolbarItemPlacement.navigation.region(backButtonShown: true) == .trailing)
    let root = TestScreen("Root", toolbar: [button("Nav", .navigation)])
    let window = Window(root: root)
    #expect(window.row(0).hasPrefix("[Nav]"))
    root.environment.push(TestScreen("Child", toolbar: [button("Nav", .navigation)]))
    #expect(window.row(0).hasSuffix("[Nav]"))
  }

  @Test("R20 items keep declaration order; inner items come first in each region")
  func mergeOrder() {
    let inner = TextScreen("x").toolbar {
      BarItem(placement: .navigationBarLeading) { BarButton("L1") {} }
      BarItem { BarButton("T1") {} }
      BarItem { BarButton("T2") {} }
    }
    let outer = VStackScreen(inner).toolbar {
      BarItem(placement: .navigationBarLeading) { BarButton("L0") {} }
      BarItem { BarButton("T0") {} }
    }
    let window = Window(root: outer)
    #expect(window.row(0).hasPrefix("[L1] [L0]"))
    #expect(window.row(0).hasSuffix("[T1] [T2] [T0]"))
  }

  @Test("R21 if, switch and for work at any level; an empty branch adds nothing")
  func builderControlFlow() {
    for (step, expected) in [(0, "[Next] [Skip]"), (1, "[Prev]"), (2, "")] {
      let list = buildToolbar(step: step)
      let titles = list.items.compactMap(\.button?.title)
      #expect(titles.map { "[\($0)]" }.joined(separator: " ") == expected)
    }
  }

  @BarContentBuilder
  private func buildToolbar(step: Int) -> BarItemList {
    if step == 1 {
      BarItem(placement: .navigationBarLeading) { BarButton("Prev") {} }
    }
    BarItemGroup(placement: .navigationBarTrailing) {
      switch step {
      case 0:
        BarButton("Next") {}
        BarButton("Skip") {}
      default:
        EmptyToolbarContent()
      }
    }
    for _ in 0..<0 {
      BarItem { BarButton("Never") {} }
    }
  }

  @Test("R12 a principal item takes the title's place")
  func principal() {
    let window = Window(
      root: TestScreen("Title", toolbar: [BarItem(placement: .principal, text: "Centre")]))
    #expect(window.row(0).contains("Centre"))
    #expect(!window.row(0).contains("Title"))
  }

  @Test("R23 trailing items that do not fit collapse, last declared first, into …")
  func overflow() {
    let items = (1...8).map { button("Button\($0)") }
    let window = Window(root: TestScreen("T", toolbar: items))
    let bar = window.row(0, size: Size(width: 40, height: 10))
    #expect(bar.hasSuffix("[…]"))
    #expect(bar.contains("[Button1]"))
    #expect(!bar.contains("[Button8]"))
    _ = window.render(size: Size(width: 40, height: 10))
    window.handle(.mouse(MouseEvent(.click, at: Point(x: 38, y: 0))))
    let menu = window.render(size: Size(width: 40, height: 10)).text
    #expect(menu.contains("More"))
    #expect(menu.contains("[ Button8 ]"))
  }

  @Test("R24 toolbar(.hidden) hides the bar of that screen only")
  func hiddenBar() {
    let root = TestScreen("Root")
    let window = Window(root: root)
    root.environment.push(TextScreen("no bar here").navigationTitle("Hidden").navigationBarHidden())
    #expect(!window.row(0).contains("< Root"))
    #expect(window.row(0).contains("no bar here"))
    window.press(.escape)
    #expect(window.row(0).contains("Root"))
  }

  @Test("R10 navigationBarBackButtonHidden hides the back button and its key on that screen")
  func backButtonHidden() {
    let root = TestScreen("Root")
    let window = Window(root: root)
    root.environment.push(TextScreen("x").navigationTitle("Child").navigationBarBackButtonHidden())
    #expect(!window.row(0).contains("<"))
    #expect(!window.row(23).contains("Esc Back"))
    root.environment.push(TestScreen("Grandchild"))
    #expect(window.row(0).hasPrefix("< Child"))
  }

  @Test("R11 the title is the screen's own; one given to the stack from outside is ignored")
  func titleIsScreensOwn() {
    let stack = NavigationStackScreen { TestScreen("Inner title") }.navigationTitle("Outside")
    let window = Window(root: stack)
    #expect(window.row(0).contains("Inner title"))
    #expect(!window.row(0).contains("Outside"))
  }
}
