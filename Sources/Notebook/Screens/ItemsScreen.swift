import NavStack
import NotebookStore

/// A folder's items, titled with the folder's name.
///
/// The fourth post's `ItemListCoordinatorView`: choosing an item sets `itemToEdit`, which
/// pushes its detail; saving there sets it back to nil, which pops it (P7, R27). `+` sets
/// `newItem`, which presents the New Item sheet with its own stack (P8).
@MainActor
public final class ItemsScreen: ListScreen {
  let model: NotebookModel
  let folderID: String
  private var cachedFolder: (revision: Int, index: Int?)?
  /// The item whose detail is pushed; nil shows this list alone.
  public var itemToEdit: ItemSelection?
  /// The sheet shown: a new item or a rename.
  public var sheetRequest: SheetRequest?
  private var requests = 0

  public init(model: NotebookModel, folderID: String) {
    self.model = model
    self.folderID = folderID
  }

  /// The folder's index now, found by id once per change of the library: list rows ask for
  /// it several times a frame.
  var folderIndex: Int? {
    if let cached = cachedFolder, cached.revision == model.revision { return cached.index }
    let index = model.folderIndex(id: folderID)
    cachedFolder = (model.revision, index)
    return index
  }

  public override var navigationTitle: String {
    folderIndex.map { model.titled(model.library.folderName(at: $0)) } ?? ""
  }

  override var rowCount: Int { folderIndex.map { model.library.itemCount(inFolder: $0) } ?? 0 }
  override func title(ofRow index: Int) -> String {
    folderIndex.map { model.library.itemName(at: index, inFolder: $0) } ?? ""
  }
  override func trailing(ofRow index: Int) -> String {
    guard let folder = folderIndex else { return "" }
    return model.library.itemIsDone(at: index, inFolder: folder) ? "✓" : ""
  }
  override var emptyMessage: String { "No items yet. + adds one." }

  @BarContentBuilder
  public override var toolbar: BarItemList {
    BarItem(placement: .primaryAction) {
      BarButton("+", key: .character("+"), help: "New Item") { [unowned self] in
        self.request(.newItem)
      }
    }
  }

  public override var keyCommands: [KeyCommand] {
    guard list.selectedIndex != nil else { return listCommands }
    return listCommands + [
      KeyCommand("Done", keys: [.space], showsInKeyBar: false) { [unowned self] in
        self.toggleDone()
      },
      KeyCommand("Rename", keys: [.character("r")], showsInKeyBar: false) { [unowned self] in
        if let index = self.list.selectedIndex { self.request(.renameItem(index: index)) }
      },
      KeyCommand("Delete", keys: [.character("d")], showsInKeyBar: false) { [unowned self] in
        self.confirmDelete()
      },
    ]
  }

  public override var navigationDestinations: [NavigationDestination] {
    [
      .item(bind(self, \.itemToEdit)) { [unowned self] selection in
        self.editor(for: selection)
      }
    ]
  }

  public override var sheets: [SheetDestination] {
    [
      .item(bind(self, \.sheetRequest)) { [unowned self] request in
        NavigationStackScreen { self.sheetContent(for: request) }
      }
    ]
  }

  func request(_ kind: SheetRequest.Kind) {
    requests += 1
    sheetRequest = SheetRequest(id: requests, kind: kind)
  }

  /// The detail: saving writes the item, then sets `itemToEdit` to nil — the pop follows (P7).
  private func editor(for selection: ItemSelection) -> Screen {
    guard let folder = folderIndex,
      let index = model.itemIndex(id: selection.id, inFolder: folder, hint: selection.index)
    else { return EmptyScreen() }
    let editor = ItemEditorScreen(
      item: model.library.item(at: index, inFolder: folder), mode: .existing
    ) { [unowned self] item in
      guard let folder = self.folderIndex,
        let index = self.model.itemIndex(id: item.id, inFolder: folder, hint: selection.index)
      else { return "The item is gone." }
      if let error = self.model.update(item, at: index, inFolder: folder) { return error }
      self.list.refresh()
      self.list.select(index: index)
      self.itemToEdit = nil
      return nil
    }
    editor.folderID = folderID
    return editor
  }

  private func sheetContent(for request: SheetRequest) -> Screen {
    switch request.kind {
    case .renameItem(let index):
      guard let folder = folderIndex, index < model.library.itemCount(inFolder: folder) else {
        return EmptyScreen()
      }
      let item = model.library.item(at: index, inFolder: folder)
      let sheet = NameEditorScreen(title: "Rename Item", name: item.name) { [unowned self] name in
        var renamed = item
        renamed.name = name
        if let error = self.model.update(renamed, at: index, inFolder: folder) { return error }
        self.list.refresh()
        self.sheetRequest = nil
        return nil
      }
      sheet.target = NameEditorTarget(kind: .renameItem, folderID: folderID, itemID: item.id)
      return sheet
    default:
      let editor = ItemEditorScreen(item: Item(name: ""), mode: .new) { [unowned self] item in
        guard let folder = self.folderIndex else { return "The folder is gone." }
        let error = self.model.append(item, toFolder: folder)
        self.list.refresh()
        self.list.select(index: self.model.library.itemCount(inFolder: folder) - 1)
        if let error { return error }
        self.sheetRequest = nil
        return nil
      }
      editor.folderID = folderID
      return editor
    }
  }

  /// Presents the New Item sheet, as `+` does.
  public func presentNewItem() {
    request(.newItem)
  }

  private func toggleDone() {
    guard let folder = folderIndex, let index = list.selectedIndex else { return }
    var item = model.library.item(at: index, inFolder: folder)
    item.done.toggle()
    if let error = model.update(item, at: index, inFolder: folder) {
      environment.showStatus(error)
    }
  }

  private func confirmDelete() {
    guard let folder = folderIndex, let index = list.selectedIndex else { return }
    let name = model.library.itemName(at: index, inFolder: folder)
    environment.alert(
      AlertState(
        title: "Delete “\(name)”?", message: "The item and its notes go.",
        buttons: [
          BarButton("Delete", role: .destructive) { [unowned self] in
            if let error = self.model.removeItem(at: index, inFolder: folder) {
              self.environment.showStatus(error)
            }
            self.list.refresh()
          },
          BarButton("Cancel", role: .cancel) {},
        ]))
  }

  override func open() {
    guard let folder = folderIndex, let index = list.selectedIndex else { return }
    let item = model.library.item(at: index, inFolder: folder)
    itemToEdit = ItemSelection(id: item.id, index: index)
  }

  /// Selects an item by index, as a restored path or `--open` does.
  public func select(itemAt index: Int) {
    list.select(index: index)
  }
}
