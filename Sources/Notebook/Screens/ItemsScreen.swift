import NavStack
import NotebookStore

/// A folder's items, titled with the folder's name.
///
/// The fourth post's `ItemListCoordinatorView`: choosing an item sets `itemToEdit`, which
/// pushes its detail; saving there sets it back to nil, which pops it (P7, R27).
@MainActor
public final class ItemsScreen: Screen {
  let model: NotebookModel
  let folderID: String
  let list = ListState()
  /// The item whose detail is pushed; nil shows this list alone.
  public var itemToEdit: ItemSelection?

  public init(model: NotebookModel, folderID: String) {
    self.model = model
    self.folderID = folderID
  }

  var folderIndex: Int? { model.folderIndex(id: folderID) }

  private var count: Int { folderIndex.map { model.library.itemCount(inFolder: $0) } ?? 0 }

  public override var navigationTitle: String {
    folderIndex.map { model.library.folderName(at: $0) } ?? ""
  }

  public override var navigationDestinations: [NavigationDestination] {
    [
      .item(bind(self, \.itemToEdit)) { [model, folderID] selection in
        ItemDetailScreen(
          model: model, folderID: folderID, itemID: selection.id, index: selection.index)
      }
    ]
  }

  public override var keyCommands: [KeyCommand] {
    [KeyCommand("Open", keys: [.enter, .right, .character("l")]) { [unowned self] in self.open() }]
  }

  func open() {
    guard let folder = folderIndex, count > 0 else { return }
    let item = model.library.item(at: list.selection, inFolder: folder)
    itemToEdit = ItemSelection(id: item.id, index: list.selection)
  }

  /// Selects an item by index, as a restored path or `--open` does.
  public func select(itemAt index: Int) {
    list.select(index, count: count)
  }

  public override func handle(_ key: Key) -> Bool {
    list.handle(key, count: count)
  }

  public override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
    switch event.kind {
    case .click:
      guard let index = list.index(at: event.position, in: rect, count: count) else { return false }
      list.select(index, count: count)
      open()
    case .wheelUp: list.scroll(by: -3, count: count)
    case .wheelDown: list.scroll(by: 3, count: count)
    }
    return true
  }

  public override func draw(in canvas: inout Canvas, rect: Rect) {
    guard let folder = folderIndex else { return }
    if count == 0 {
      canvas.draw("No items yet.", x: rect.x + 2, y: rect.y + 1, style: .muted)
      return
    }
    let library = model.library
    list.draw(in: &canvas, rect: rect, count: count) { index in
      (library.itemName(at: index, inFolder: folder),
       library.itemIsDone(at: index, inFolder: folder) ? "✓" : "")
    }
  }
}
