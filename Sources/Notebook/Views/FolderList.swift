import NavStack
import NotebookStore

/// The window's root: the folders, each with its item count.
///
/// It is the fourth post's `FolderListCoordinatorView`: choosing a row only sets
/// `selectedFolder`; the push follows from that state, and a pop sets it back to nil (P6).
struct FolderList: View {
  @Environment(NotebookModel.self) private var model
  @Environment(NotebookNavigation.self) private var navigation
  @Environment(\.showStatus) private var showStatus
  @State private var query = ""

  var body: some View {
    @Bindable var navigation = navigation
    let rows = model.folderRows.filtered(by: query)
    Group {
      if rows.isEmpty && query.isEmpty {
        Text("No folders yet. + adds one.").foregroundStyle(.secondary).padding()
      } else {
        List(rows) { folder in FolderRowView(folder: folder) }
      }
    }
    .buttonStyle(.plain)
    .scrollPosition(id: $navigation.highlightedFolder)
    .searchable(text: $query)
    .navigationTitle(model.titled("Folders"))
    .toolbar {
      ToolbarItem(placement: .navigationBarLeading) {
        Button("Patterns") { navigation.isShowingPatterns = true }
      }
      ToolbarItem(placement: .primaryAction) {
        Button("+ Folder") { navigation.folderSheet = navigation.request(.newFolder) }
          .help("New Folder")
      }
    }
    .navigationDestination(item: $navigation.selectedFolder) { folder in
      ItemList(folderID: folder.id)
    }
    .navigationDestination(isPresented: $navigation.isShowingPatterns) { PatternGallery() }
    .sheet(item: $navigation.folderSheet) { request in
      NavigationStack {
        NameEditor(edit: NameEdit(request: request, model: model, navigation: navigation))
      }
    }
    .alert(
      "Delete “\(navigation.folderToDelete?.name.shownName ?? "")”?", isPresented: isDeleting,
      presenting: navigation.folderToDelete
    ) { folder in
      Button("Delete", role: .destructive) { delete(folder) }
      Button("Cancel", role: .cancel) {}
    } message: { folder in
      let items = folder.itemCount == 1 ? "its 1 item goes" : "its \(folder.itemCount) items go"
      Text("The folder and \(items) with it.")
    }
  }

  private var isDeleting: Binding<Bool> {
    Binding(
      get: { navigation.folderToDelete != nil },
      set: { if !$0 { navigation.folderToDelete = nil } })
  }

  private func delete(_ folder: FolderRow) {
    guard let index = model.folderIndex(id: folder.id) else { return }
    if let error = model.removeFolder(at: index) { showStatus(error) }
  }
}

/// One folder's row: its name, its item count, and Rename and Delete as row actions.
///
/// A view of its own holding only the row's data, so a row that did not change is not built
/// again when the list scrolls: the actions' closures are made in its body, not stored.
struct FolderRowView: View {
  let folder: FolderRow
  @Environment(NotebookModel.self) private var model
  @Environment(NotebookNavigation.self) private var navigation
  @Environment(\.showStatus) private var showStatus

  var body: some View {
    Button {
      navigation.selectedFolder = FolderSelection(id: folder.id, name: folder.name)
    } label: {
      LibraryRowLabel(name: folder.name)
    }
    // Always shown, 0 included: an empty folder says so.
    .badge(String(folder.itemCount))
    .contextMenu {
      Button("Rename") {
        navigation.folderSheet = navigation.request(.renameFolder(index: folder.index))
      }
      deleteRowButton(in: model, showStatus: showStatus) {
        navigation.folderToDelete = folder
      }
    }
  }
}

/// A list row's name, or a dimmed `(untitled)` when it is blank, as editors show one.
struct LibraryRowLabel: View {
  let name: String

  var body: some View {
    if name.showsNothing {
      Text(name.shownName).foregroundStyle(.secondary)
    } else {
      Text(name).lineLimit(1)
    }
  }
}
