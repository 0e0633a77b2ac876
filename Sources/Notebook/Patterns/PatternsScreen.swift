import NavStack

/// The gallery: one row per SwiftUI pattern of the four posts, each opening a live demo.
@MainActor
public final class PatternsScreen: Screen {
  let list = ListState()
  /// The demo pushed, by pattern.
  public var selectedPattern: Pattern?

  public override init() {}

  public override var navigationTitle: String { "Patterns" }

  public override var navigationDestinations: [NavigationDestination] {
    [.item(bind(self, \.selectedPattern)) { $0.makeDemo() }]
  }

  public override var keyCommands: [KeyCommand] {
    [KeyCommand("Open", keys: [.enter, .right, .character("l")]) { [unowned self] in self.open() }]
  }

  func open() {
    selectedPattern = Pattern.allCases[list.selection]
  }

  public override func handle(_ key: Key) -> Bool {
    list.handle(key, count: Pattern.allCases.count)
  }

  public override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
    guard event.kind == .click,
      let index = list.index(at: event.position, in: rect, count: Pattern.allCases.count)
    else { return false }
    list.select(index, count: Pattern.allCases.count)
    open()
    return true
  }

  public override func draw(in canvas: inout Canvas, rect: Rect) {
    list.draw(in: &canvas, rect: rect, count: Pattern.allCases.count) { index in
      let pattern = Pattern.allCases[index]
      return ("\(pattern.rawValue)  \(pattern.title)", "")
    }
  }
}
