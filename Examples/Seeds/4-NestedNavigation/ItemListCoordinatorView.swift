// swift-format-ignore-file
// Post 4, listing 3: ItemListCoordinatorView, first version (without `dismissable`). Pasted as
// written; only `import NavStack` is added. It stays at the top level because
// FolderListCoordinatorView names it; the second version is in ItemListCoordinatorViewV2.swift.
import NavStack

struct ItemListCoordinatorView: View {
    @StateObject private var dataModel: ItemListDataModel = .init()

    var body: some View {
        GenericListView(list: dataModel.items, onSelection: dataModel.showItem(_:))
            .navigationTitle("My List")
            .withNavButton(imageName: "plus", action: dataModel.addNewItem)
            .navViewDestination(with: $dataModel.itemToEdit) { itemToEdit in
                ItemDetailView(item: itemToEdit, save: dataModel.updateItem(_:))
            }
            .sheet(item: $dataModel.newItem) { newItem in
                NavigationView {
                    ItemDetailView(item: newItem, save: dataModel.updateItem(_:))
                        .navigationTitle("New Item")
                }
            }
    }
}
