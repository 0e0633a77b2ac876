import NavStack
import NotebookStore

/// A folder's items, titled with the folder's name.
///
/// The fourth post's `ItemListCoordinatorView`: choosing an item sets `itemToEdit`, which
/// pushes its detail; saving there sets it back to nil, which pops it (P7, R27). `+` sets
/// `itemSheet`, which presents the New Item sheet with its own stack (P8).
struct ItemList: View {
  let folderID: String
  @Environment(NotebookModel.self) private var model
  @Environment(NotebookNavigation.self) private var navigation
  @Environment(\.showStatus) private var showStatus
  @State private var query = ""

  var body: some View {
    @Bindable var navigation = navigation
    let rows = model.itemRows(inFolder: folderID).filtered(by: query)
    Group {
      if rows.isEmpty && query.isEmpty {
        Text("No items yet. + adds one.").foregroundStyle(.secondary).padding()
      } else {
        List(rows) { item in ItemRowView(item: item, folderID: folderID) }
      }
    }
    .buttonStyle(.plain)
    .scrollPosition(id: $navigation.highlightedItem)
    .searchable(text: $query)
    .navigationTitle(model.folderName(id: folderID).map { model.titled($0.shownName) } ?? "")
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button("+") { navigation.itemSheet = navigation.request(.newItem) }.help("New Item")
      }
    }
    .navigationDestination(item: $navigation.itemToEdit) { selection in
      ItemEditor(
        edit: ItemEdit(
          folderID: folderID, itemID: selection.id, hint: selection.index, model: model,
          navigation: navigation)
      )
      .id(selection.id)
    }
    .sheet(item: $navigation.itemSheet) { request in
      NavigationStack { sheet(for: request) }
    }
    .alert(
      "Delete “\(navigation.itemToDelete?.name.shownName ?? "")”?", isPresented: isDeleting,
      presenting: navigation.itemToDelete
    ) { item in
      Button("Delete", role: .destructive) { delete(item) }
      Button("Cancel", role: .cancel) {}
    } message: { _ in
      Text("The item and its notes go.")
    }
  }

  @ViewBuilder
  private func sheet(for request: SheetRequest) -> some View {
    if case .renameItem = request.kind {
      NameEditor(
        edit: NameEdit(
          request: request, folderID: folderID, model: model, navigation: navigation))
    } else {
      ItemEditor(
        edit: ItemEdit(
          folderID: folderID, itemID: nil, hint: nil, model: model, navigation: navigation))
    }
  }

  private var isDeleting: Binding<Bool> {
    Binding(
      get: { navigation.itemToDelete != nil },
      set: { if !$0 { navigation.itemToDelete = nil } })
  }

  private func delete(_ row: ItemRow) {
    guard let folder = model.folderIndex(id: folderID),
      let index = model.itemIndex(id: row.id, inFolder: folder, hint: row.index)
    else { return }
    if let error = model.removeItem(at: index, inFolder: folder) { showStatus(error) }
  }
}

/// One item's row: its name, `✓` when done, and Done, Rename and Delete as row actions.
///
/// A view of its own holding only the row's data, so a row that did not change is not built
/// again when the list scrolls.
struct ItemRowView: View {
  let item: ItemRow
  let folderID: String
  @Environment(NotebookModel.self) private var model
  @Environment(NotebookNavigation.self) private var navigation
  @Environment(\.showStatus) private var showStatus

  var body: some View {
    Button {
      navigation.itemToEdit = ItemSelection(id: item.id, index: item.index)
    } label: {
      LibraryRowLabel(name: item.name)
    }
    .badge(item.done ? "✓" : nil)
    .contextMenu {
      Button("Done") { toggleDone(item) }.keyboardShortcut(.space, modifiers: [])
      Button("Rename") {
        navigation.itemSheet = navigation.request(.renameItem(index: item.index))
      }
      deleteRowButton(in: model, showStatus: showStatus) {
        navigation.itemToDelete = item
      }
    }
  }

  private func toggleDone(_ row: ItemRow) {
    guard let folder = model.folderIndex(id: folderID),
      let index = model.itemIndex(id: row.id, inFolder: folder, hint: row.index)
    else { return }
    var item = model.library.item(at: index, inFolder: folder)
    item.done.toggle()
    if let error = model.update(item, at: index, inFolder: folder) { showStatus(error) }
  }
}
