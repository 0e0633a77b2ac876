import NavStack

/// A screen that is one list: rows, the `/` filter, Enter and clicks to open a row.
///
/// The folder list, an item list and the Patterns gallery differ only in their rows and in
/// what opening one does; the keys, the mouse, the filter and the drawing are shared here.
@MainActor
public class ListScreen: Screen {
  /// The rows, asked for only where they are drawn.
  lazy var list = ListView(
    count: { [unowned self] in self.rowCount },
    title: { [unowned self] in self.title(ofRow: $0) },
    trailing: { [unowned self] in self.trailing(ofRow: $0) })

  /// How many rows there are.
  var rowCount: Int { 0 }
  /// A row's text.
  func title(ofRow index: Int) -> String { "" }
  /// A row's right-aligned text: a count, a `✓`.
  func trailing(ofRow index: Int) -> String { "" }
  /// What the list says when it has no rows.
  var emptyMessage: String { "Nothing here yet." }
  /// Opens the selected row; called by Enter, → and l, and by a click.
  func open() {}

  public override var isEditingText: Bool { list.isEditingFilter }

  /// `Open` (when there is a row) and `Filter`: the keys every list answers to.
  var listCommands: [KeyCommand] {
    let filter = KeyCommand("Filter", keys: [.character("/")]) {}
    guard list.selectedIndex != nil else { return [filter] }
    return [
      KeyCommand("Open", keys: [.enter, .right, .character("l")]) { [unowned self] in
        self.open()
      },
      filter,
    ]
  }

  public override var keyCommands: [KeyCommand] { listCommands }

  public override func onAppear() {
    list.refresh()
  }

  public override func handle(_ key: Key) -> Bool {
    list.handle(key)
  }

  public override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
    list.handleMouse(event, in: rect, open: open)
  }

  public override func draw(in canvas: inout Canvas, rect: Rect) {
    list.draw(in: &canvas, rect: rect, empty: emptyMessage)
  }
}
