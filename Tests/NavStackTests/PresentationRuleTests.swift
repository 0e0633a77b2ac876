import NavStack
import Testing

/// Owns the state that drives pushes and sheets, as a coordinator would.
@MainActor
final class Coordinator {
  struct Item: Identifiable, Hashable {
    var id: String
  }
  var isPushed = false
  var item: Item?
  var isSheetShown = false
  var sheetItem: Item?
  var dismissCount = 0
}

@MainActor
@Suite("Presentation, environment, dismiss")
struct PresentationRuleTests {
  @Test("R4 a value link pushes only when its type has a destination in the stack")
  func valueLinks() {
    let link = NavigationLinkScreen("Go", value: Route(name: "Next"))
    let root = VStackScreen(link).navigationTitle("Root")
      .navigationDestination(for: Route.self) { TestScreen($0.name) }
    let window = Window(root: root)
    link.activate()
    #expect(window.stackDescription == "Root > Next")
    let orphan = NavigationLinkScreen("Go", value: 42)
    let other = Window(root: VStackScreen(orphan).navigationTitle("Root"))
    orphan.activate()
    #expect(other.stackDescription == "Root")
    #expect(other.log == ["no matching navigationDestination for Int"])
  }

  @Test("R4 a link whose value is nil is disabled")
  func nilLinkDisabled() {
    let link = NavigationLinkScreen<Route>("Go", value: nil)
    let window = Window(
      root: VStackScreen(link).navigationTitle("Root")
        .navigationDestination(for: Route.self) { TestScreen($0.name) })
    #expect(!link.isEnabled)
    window.press(.enter)
    #expect(window.stackDescription == "Root")
  }

  @Test("R5 isPresented: true pushes one screen; Back sets it false")
  func isPresentedPush() {
    let state = Coordinator()
    let root = TestScreen("Root")
    root.destinations = []
    let screen = TextScreen("root").navigationTitle("Root")
      .navigationDestination(isPresented: bind(state, \.isPushed)) { TestScreen("Pushed") }
    let window = Window(root: screen)
    state.isPushed = true
    window.settle()
    #expect(window.stackDescription == "Root > Pushed")
    window.press(.escape)
    #expect(state.isPushed == false)
    #expect(window.stackDescription == "Root")
  }

  @Test("R5 item: pushes while non-nil; pop sets nil")
  func itemPush() {
    let state = Coordinator()
    let window = Window(
      root: TextScreen("root").navigationTitle("Root")
        .navigationDestination(item: bind(state, \.item)) { TestScreen($0.id) })
    state.item = Coordinator.Item(id: "A")
    window.settle()
    #expect(window.stackDescription == "Root > A")
    window.press(.left)
    #expect(state.item == nil)
  }

  @Test("R27 setting the driving optional to nil pops at any depth, in one update")
  func nestedNilPops() {
    let outer = Coordinator()
    let inner = Coordinator()
    let list = TextScreen("list").navigationTitle("Work")
      .navigationDestination(item: bind(inner, \.item)) { TestScreen($0.id) }
    let window = Window(
      root: TextScreen("folders").navigationTitle("Folders")
        .navigationDestination(item: bind(outer, \.item)) { _ in list })
    outer.item = Coordinator.Item(id: "Work")
    window.settle()
    inner.item = Coordinator.Item(id: "Quarterly plan")
    window.settle()
    #expect(window.stackDescription == "Folders > Work > Quarterly plan")
    for _ in 0..<3 {
      inner.item = nil
      window.settle()
      #expect(window.stackDescription == "Folders > Work")
      #expect(window.row(0).contains("Work"))
      inner.item = Coordinator.Item(id: "Again")
      window.settle()
      #expect(window.stackDescription == "Folders > Work > Again")
    }
  }

  @Test("R25 dismiss: a pushed screen pops; a sheet's root closes it; the root does nothing")
  func dismissMeanings() {
    let root = TestScreen("Root")
    let window = Window(root: root)
    root.environment.dismiss()
    #expect(window.stackDescription == "Root")
    let pushed = TestScreen("Pushed")
    root.environment.push(pushed)
    pushed.environment.dismiss()
    #expect(window.stackDescription == "Root")
    let sheet = TestScreen("Sheet")
    root.environment.present(sheet, withNavigation: true)
    let inSheet = TestScreen("InSheet")
    sheet.environment.push(inSheet)
    #expect(window.stackDescription == "Root | Sheet > InSheet")
    inSheet.environment.dismiss()
    #expect(window.stackDescription == "Root | Sheet")
    sheet.environment.dismiss()
    #expect(window.stackDescription == "Root")
    let bare = TestScreen("Bare")
    root.environment.present(bare, withNavigation: false)
    bare.environment.dismiss()
    #expect(window.stackDescription == "Root")
  }

  @Test("R26 isPresented is true for pushed screens and sheets, false for the root")
  func isPresentedValues() {
    let root = TestScreen("Root")
    let window = Window(root: root)
    #expect(root.environment.isPresented == false)
    let pushed = TestScreen("Pushed")
    root.environment.push(pushed)
    #expect(pushed.environment.isPresented)
    let sheet = TestScreen("Sheet")
    pushed.environment.present(sheet)
    #expect(sheet.environment.isPresented)
    #expect(sheet.environment.hasEnclosingStack == false)
    #expect(window.stackDescription == "Root > Pushed | Sheet")
  }

  @Test("R26 toolbar content is built only where a stack is, as the first post's detector found")
  func toolbarBuiltOnlyInStack() {
    let counter = BuildCounter()
    let detector = { TextScreen("Something").toolbar { DetectorToolbar(counter: counter) } }
    let bare = Window(root: detector(), inNavigationStack: false)
    _ = bare.render(size: Size.standard)
    #expect(counter.count == 0)
    let inStack = Window(root: detector())
    _ = inStack.render(size: Size.standard)
    #expect(counter.count > 0)
  }

  @Test("R28 sheet content has no bar unless it holds a stack; then no back button at its root")
  func sheetBars() {
    let root = TestScreen("Root")
    let window = Window(root: root)
    root.environment.present(TestScreen("Bare sheet"), withNavigation: false)
    #expect(!window.screenText.contains("Bare sheet"))
    window.press(.escape)
    root.environment.present(NavigationStackScreen { TestScreen("New Item") })
    let frame = window.render(size: .standard)
    let barRow = frame.text(ofRow: 2)
    #expect(barRow.contains("New Item"))
    #expect(!barRow.contains("<"))
  }

  @Test("R29 a new item id while presented re-presents; onDismiss runs once per dismissal")
  func sheetItemRepresents() {
    let state = Coordinator()
    let window = Window(
      root: TextScreen("root").navigationTitle("Root")
        .sheet(item: bind(state, \.sheetItem), onDismiss: { state.dismissCount += 1 }) {
          TestScreen($0.id)
        })
    state.sheetItem = Coordinator.Item(id: "A")
    window.settle()
    #expect(window.stackDescription == "Root | A")
    state.sheetItem = Coordinator.Item(id: "B")
    window.settle()
    #expect(window.stackDescription == "Root | B")
    #expect(state.dismissCount == 1)
    window.press(.escape)
    #expect(window.stackDescription == "Root")
    #expect(state.sheetItem == nil)
    #expect(state.dismissCount == 2)
  }

  @Test("R30 Esc on a sheet's root dismisses it and writes false at once, unless disabled")
  func escDismisses() {
    let state = Coordinator()
    let locked = Coordinator()
    let window = Window(
      root: TextScreen("root").navigationTitle("Root")
        .sheet(isPresented: bind(state, \.isSheetShown)) { TestScreen("Sheet") }
        .sheet(isPresented: bind(locked, \.isSheetShown)) {
          TestScreen("Locked").interactiveDismissDisabled()
        })
    state.isSheetShown = true
    window.settle()
    window.press(.escape)
    #expect(state.isSheetShown == false)
    #expect(window.stackDescription == "Root")
    locked.isSheetShown = true
    window.settle()
    window.press(.escape)
    #expect(window.stackDescription == "Root | Locked")
    #expect(locked.isSheetShown)
    let top = window.topScreen
    top.environment.dismiss()
    #expect(window.stackDescription == "Root")
    #expect(locked.isSheetShown == false)
  }

  @Test("R31 pushing in a presentation that has no stack is logged and ignored")
  func pushWithoutStack() {
    let root = TestScreen("Root")
    let window = Window(root: root)
    let bare = TestScreen("Bare")
    root.environment.present(bare, withNavigation: false)
    bare.environment.push(TestScreen("Nowhere"))
    #expect(window.stackDescription == "Root | Bare")
    #expect(window.log == ["push ignored: no navigation stack encloses 'Bare'"])
  }

  @Test("R32 a sheet over a sheet stacks; dismissing it shows the one below, state intact")
  func stackedSheets() {
    let root = TestScreen("Root")
    let window = Window(root: root)
    let first = TestScreen("First")
    root.environment.present(first, withNavigation: true)
    first.state = 7
    first.environment.present(TestScreen("Second"), withNavigation: true)
    #expect(window.stackDescription == "Root | First | Second")
    window.press(.escape)
    #expect(window.stackDescription == "Root | First")
    #expect(window.topScreen === first)
    #expect(first.state == 7)
  }

  @Test("R33 a confirmation dialog bound to a Bool sets it false after any button")
  func confirmationDialog() {
    let state = Coordinator()
    var deleted = 0
    let window = Window(
      root: TextScreen("x").navigationTitle("Root")
        .confirmationDialog("Delete?", isPresented: bind(state, \.isSheetShown)) {
          BarButton("Delete", role: .destructive) { deleted += 1 }
          BarButton("Cancel", role: .cancel) {}
        })
    state.isSheetShown = true
    window.settle()
    #expect(window.screenText.contains("Delete?"))
    window.press(.escape)
    #expect(state.isSheetShown == false)
    #expect(deleted == 0)
    #expect(!window.screenText.contains("Delete?"))
    state.isSheetShown = true
    window.settle()
    window.press(.character("d"))
    #expect(state.isSheetShown == false)
    #expect(deleted == 1)
  }

  @Test("R39 a sheet's typed result is delivered exactly once; nil on Esc")
  func typedResults() {
    let root = TestScreen("Root")
    let window = Window(root: root)
    var results: [String?] = []
    let picker = TestScreen("Picker")
    root.environment.present(picker, withNavigation: true) { (value: String?) in
      results.append(value)
    }
    picker.environment.dismiss(returning: "chosen")
    #expect(results == ["chosen"])
    #expect(window.stackDescription == "Root")
    root.environment.present(TestScreen("Other"), withNavigation: true) { (value: String?) in
      results.append(value)
    }
    window.press(.escape)
    #expect(results == ["chosen", nil])
  }
}

/// Counts how often a toolbar's content is built.
@MainActor
final class BuildCounter {
  var count = 0
}

/// Toolbar content that records being built: the first post's `IShouldGoToBedView`.
@MainActor
struct DetectorToolbar: BarContent {
  let counter: BuildCounter
  var toolbarItems: [BarItem] {
    counter.count += 1
    return [BarItem { BarButton("Detector") {} }]
  }
}
