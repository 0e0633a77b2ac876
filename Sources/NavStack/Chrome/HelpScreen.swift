/// The help sheet: the keys of the screen it was opened from, from the same declarations that
/// draw the bar and the key bar.
@MainActor
public final class HelpScreen: Screen {
  /// The keys listed, in the order the key bar has them.
  public let entries: [KeyBar.Entry]
  let buttons: [BarButton]
  private let list = ListState()

  /// A help sheet listing `entries` and the bar's `buttons`.
  public init(entries: [KeyBar.Entry], buttons: [BarButton] = []) {
    self.entries = entries
    self.buttons = buttons
  }

  public override var navigationTitle: String { "Help" }

  @BarContentBuilder
  public override var toolbar: BarItemList {
    for button in buttons {
      BarItem(placement: .navigationBarTrailing) { button }
    }
  }

  public override var keyCommands: [KeyCommand] {
    [
      KeyCommand("Close", keys: [.escape, .character("?"), .character("q")]) { [unowned self] in
        self.environment.dismiss()
      }
    ]
  }

  public override func handle(_ key: Key) -> Bool {
    list.handle(key, count: entries.count)
  }

  public override func draw(in canvas: inout Canvas, rect: Rect) {
    let keyWidth = min(14, (entries.map(\.key.cellWidth).max() ?? 4) + 2)
    list.draw(in: &canvas, rect: rect, count: entries.count) { index in
      let entry = entries[index]
      return (entry.key.padded(toWidth: keyWidth) + entry.title, "")
    }
  }
}
