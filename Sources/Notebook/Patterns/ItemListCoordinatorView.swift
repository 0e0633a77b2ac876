import Foundation
import NavStack

/// The post's `ItemListCoordinatorView`.
///
/// pushes a detail on `itemToEdit`, presents a sheet with its own stack on `newItem` (P7, P8).
/// Setting either to nil is all it takes to go back.
@MainActor
final class ItemListCoordinatorView: ComposedScreen {
  let dataModel = ItemListDataModel()
  let pattern: Pattern
  private lazy var content: Screen = GenericListView(
    list: { [dataModel] in dataModel.items }, onSelection: dataModel.showItem
  )
  .navigationTitle("My List")
  .toolbar {
    BarItem(placement: .navigationBarTrailing) {
      BarButton("+", key: .character("+"), help: "New Item", action: self.dataModel.addNewItem)
    }
  }
  .navViewDestination(with: bind(dataModel, \.itemToEdit)) { [dataModel] itemToEdit in
    ItemDetailView(item: itemToEdit, save: dataModel.updateItem)
  }
  .sheet(item: bind(dataModel, \.newItem)) { [dataModel] newItem in
    NavigationStackScreen {
      ItemDetailView(item: newItem, save: dataModel.updateItem, isNew: true)
        .navigationTitle("New Item")
    }
  }

  init(pattern: Pattern) {
    self.pattern = pattern
  }

  override var body: Screen { content }
}

/// The post's `ItemDetailView`: edits a name; Save hands the item back to the coordinator.
@MainActor
final class ItemDetailView: Screen {
  var item: MyItem
  let save: @MainActor (MyItem) -> Void
  let isNew: Bool
  private lazy var nameField: TextFieldScreen = {
    let field = TextFieldScreen("Name", text: bind(self, \.item.name))
    field.isFocused = true
    return field
  }()

  init(item: MyItem, save: @escaping @MainActor (MyItem) -> Void, isNew: Bool = false) {
    self.item = item
    self.save = save
    self.isNew = isNew
  }

  override var navigationTitle: String { isNew ? "" : item.name }
  override var children: [Screen] { [nameField] }
  override var isEditingText: Bool { true }

  @BarContentBuilder
  override var toolbar: BarItemList {
    if isNew {
      BarItem(placement: .cancellationAction) {
        BarButton("Cancel", role: .cancel) { [unowned self] in self.environment.dismiss() }
      }
    }
    BarItem(placement: .confirmationAction) {
      BarButton("Save", key: .control("s")) { [unowned self] in self.commit() }
    }
  }

  private func commit() {
    guard !item.name.trimmingCharacters(in: .whitespaces).isEmpty else {
      nameField.message = "A name is needed to save."
      return
    }
    save(item)
  }

  override func handle(_ key: Key) -> Bool { nameField.handle(key) }

  override func draw(in canvas: inout Canvas, rect: Rect) {
    nameField.draw(in: &canvas, rect: Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 2))
  }
}
