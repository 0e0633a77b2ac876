import NavStack

/// The fourth post's `ItemListDataModel`: the items, and the two optionals that drive the
/// navigation of the item list.
@MainActor
final class DemoItemListModel: ObservableObject {
  @Published var items = [DemoItem(id: "i1", name: "Milk"), DemoItem(id: "i2", name: "Bread")]
  /// The item whose detail is pushed; nil pops it.
  @Published var itemToEdit: DemoItem?
  /// The item in the New Item sheet; nil dismisses it.
  @Published var newItem: DemoItem?
  private var counter = 0

  /// Pushes the item's detail.
  func showItem(_ item: DemoItem) {
    itemToEdit = item
  }

  /// Presents the New Item sheet.
  func addNewItem() {
    counter += 1
    newItem = DemoItem(id: "new\(counter)", name: "")
  }

  /// Saves an edited or a new item, then sets both optionals to nil: the detail pops, or the
  /// sheet closes (P7, R27).
  func updateItem(_ item: DemoItem) {
    if let index = items.firstIndex(where: { $0.id == item.id }) {
      items[index] = item
    } else {
      items.append(item)
    }
    itemToEdit = nil
    newItem = nil
  }
}
