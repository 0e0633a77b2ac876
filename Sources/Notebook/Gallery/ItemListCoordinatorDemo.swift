import NavStack

/// The fourth post's `ItemListCoordinatorView`: pushes a detail on `itemToEdit`, presents a
/// sheet with its own stack on `newItem` (P7, P8).
///
/// Setting either to nil is all it takes to go back, two levels deep or in the sheet; the
/// post's `dismissable(publisher:)` workaround is not needed.
struct ItemListCoordinatorDemo: View {
  @StateObject private var dataModel = DemoItemListModel()

  var body: some View {
    NamedListView(list: dataModel.items, onSelection: dataModel.showItem(_:))
      .navigationTitle("My List")
      .withNavButton(imageName: "plus", help: "New Item", action: dataModel.addNewItem)
      .navViewDestination(with: $dataModel.itemToEdit) { itemToEdit in
        DemoItemDetail(item: itemToEdit, save: dataModel.updateItem(_:))
      }
      .sheet(item: $dataModel.newItem) { newItem in
        NavigationStack {
          DemoItemDetail(item: newItem, save: dataModel.updateItem(_:))
            .navigationTitle("New Item")
            // Esc is the Cancel button's key, not a second way out.
            .interactiveDismissDisabled()
            .toolbar {
              ToolbarItem(placement: .cancellationAction) {
                Button("Cancel", role: .cancel) { dataModel.newItem = nil }
                  .keyboardShortcut(.cancelAction)
              }
            }
        }
      }
  }
}
