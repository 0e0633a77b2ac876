import NavStack

/// A screen with a fixed title and toolbar, for rule tests.
@MainActor
final class TestScreen: Screen {
  let title: String
  let items: [BarItem]
  var destinations: [NavigationDestination] = []
  var declaredSheets: [SheetDestination] = []
  /// A value the screen keeps, to show that state survives being covered.
  var state = 0

  init(_ title: String, toolbar items: [BarItem] = []) {
    self.title = title
    self.items = items
  }

  override var navigationTitle: String { title }
  override var toolbar: BarItemList { BarItemList(items) }
  override var navigationDestinations: [NavigationDestination] { destinations }
  override var sheets: [SheetDestination] { declaredSheets }
}

/// A route value for path tests.
struct Route: Hashable, Sendable {
  var name: String
}

/// Owns a path, as a coordinator's `@State var path` would.
@MainActor
final class PathOwner {
  var path: [Route] = []
  var writes = 0
  lazy var binding = Binding<[Route]>(
    get: { [unowned self] in self.path },
    set: { [unowned self] in
      self.path = $0
      self.writes += 1
    })
}

extension Window {
  /// Sends keys one by one.
  func press(_ keys: Key...) {
    for key in keys { handle(.key(key)) }
  }

  /// The frame's text at 80×24.
  var screenText: String { render(size: .standard).text }

  /// Row `y` of the frame, trailing spaces removed.
  func row(_ y: Int, size: Size = .standard) -> String {
    render(size: size).text(ofRow: y).trimmingTrailingSpaces()
  }
}
