// swift-format-ignore-file
// Post 4, listing 5: ItemListCoordinatorView, second version (with `dismissable`). Pasted as
// written; added: `import NavStack`, and the caseless `enum ItemListCoordinatorWithDismissable
// { … }` around the listing, because the first version declares `ItemListCoordinatorView` too.
import NavStack

enum ItemListCoordinatorWithDismissable {
struct ItemListCoordinatorView: View {
    @StateObject private var dataModel: ItemListDataModel = .init()

    var body: some View {
        GenericListView(list: dataModel.items, onSelection: dataModel.showItem(_:))
            .navigationTitle("My List")
            .withNavButton(imageName: "plus", action: dataModel.addNewItem)
            .navViewDestination(with: $dataModel.itemToEdit) { itemToEdit in
                ItemDetailView(item: itemToEdit, save: dataModel.updateItem(_:))
                    .dismissable(publisher: dataModel.$itemToEdit) // new
            }
            .sheet(item: $dataModel.newItem) { newItem in
                NavigationView {
                    ItemDetailView(item: newItem, save: dataModel.updateItem(_:))
                        .navigationTitle("New Item")
                }
            }
    }
}
}
