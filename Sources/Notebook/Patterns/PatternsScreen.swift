import NavStack

/// The gallery: one row per SwiftUI pattern of the four posts, each opening a live demo.
@MainActor
public final class PatternsScreen: ListScreen {
  /// The demo pushed, by pattern.
  public var selectedPattern: Pattern?

  public override init() {}

  public override var navigationTitle: String { "Patterns" }

  public override var navigationDestinations: [NavigationDestination] {
    [.item(bind(self, \.selectedPattern)) { $0.makeDemo() }]
  }

  override var rowCount: Int { Pattern.allCases.count }

  override func title(ofRow index: Int) -> String {
    let pattern = Pattern.allCases[index]
    return "\(pattern.rawValue)  \(pattern.title)"
  }

  override func open() {
    guard let index = list.selectedIndex else { return }
    selectedPattern = Pattern.allCases[index]
  }
}
