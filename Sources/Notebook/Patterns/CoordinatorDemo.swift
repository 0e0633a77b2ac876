import NavStack

/// The fourth post's data: anything with a name can be listed.
protocol Named: Identifiable, Hashable where ID == String {
  var name: String { get }
}

struct MyFolder: Named {
  var id: String
  var name: String

  static let defaultFolderList = [
    MyFolder(id: "f1", name: "Groceries"), MyFolder(id: "f2", name: "Chores"),
    MyFolder(id: "f3", name: "Ideas"),
  ]
}

struct MyItem: Named {
  var id: String
  var name: String
}

/// The post's `GenericListView`: shows names and reports a choice; knows nothing of navigation.
@MainActor
final class GenericListView<Item: Named>: Screen {
  let list: @MainActor () -> [Item]
  let onSelection: @MainActor (Item) -> Void
  let state = ListState()

  init(list: @escaping @MainActor () -> [Item], onSelection: @escaping @MainActor (Item) -> Void) {
    self.list = list
    self.onSelection = onSelection
  }

  override var isFocusable: Bool { true }

  override var keyCommands: [KeyCommand] {
    [
      KeyCommand("Open", keys: [.enter, .right, .character("l")]) { [unowned self] in
        let items = self.list()
        if items.indices.contains(self.state.selection) {
          self.onSelection(items[self.state.selection])
        }
      }
    ]
  }

  override func handle(_ key: Key) -> Bool { state.handle(key, count: list().count) }

  override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
    let items = list()
    guard event.kind == .click,
      let index = state.index(at: event.position, in: rect, count: items.count)
    else { return false }
    state.select(index, count: items.count)
    onSelection(items[index])
    return true
  }

  override func draw(in canvas: inout Canvas, rect: Rect) {
    let items = list()
    state.draw(in: &canvas, rect: rect, count: items.count) { (items[$0].name, "") }
  }
}

/// The post's `FolderListCoordinatorView`.
///
/// selecting sets `selectedFolder`; the push follows (P6). It opens the item-list coordinator,
/// where P7 and P8 happen.
@MainActor
final class FolderListCoordinatorView: ComposedScreen {
  var selectedFolder: MyFolder?
  let list = MyFolder.defaultFolderList
  let pattern: Pattern
  private lazy var content: Screen = VStackScreen(
    TextScreen(pattern.swiftUICode, style: Style(.bold, role: .accent)),
    TextScreen(hint, style: .muted),
    GenericListView(
      list: { [list] in list },
      onSelection: { [unowned self] in
        self.selectedFolder = $0
      })
  )
  .navViewDestination(with: bind(self, \.selectedFolder)) { folder in
    ItemListCoordinatorView(pattern: self.pattern).navigationTitle(folder.name)
  }

  init(pattern: Pattern) {
    self.pattern = pattern
  }

  private var hint: String {
    switch pattern {
    case .p7: return "Open a folder, then an item; Save (Ctrl+S) sets itemToEdit = nil and it pops."
    case .p8: return "Open a folder, then + : a sheet with its own stack titled New Item."
    default: return "Choosing a folder sets selectedFolder; Back sets it nil."
    }
  }

  override var navigationTitle: String { "My folders" }
  override var body: Screen { content }
}

/// The post's `ItemListDataModel`: the items and the two optionals that drive navigation.
@MainActor
final class ItemListDataModel {
  var items = [MyItem(id: "i1", name: "Milk"), MyItem(id: "i2", name: "Bread")]
  var itemToEdit: MyItem?
  var newItem: MyItem?
  private var counter = 0

  func showItem(_ item: MyItem) { itemToEdit = item }

  func addNewItem() {
    counter += 1
    newItem = MyItem(id: "new\(counter)", name: "")
  }

  /// Saves and sets both optionals to nil: the detail pops, or the sheet closes (P7, R27).
  func updateItem(_ item: MyItem) {
    if let index = items.firstIndex(where: { $0.id == item.id }) {
      items[index] = item
    } else {
      items.append(item)
    }
    itemToEdit = nil
    newItem = nil
  }
}
