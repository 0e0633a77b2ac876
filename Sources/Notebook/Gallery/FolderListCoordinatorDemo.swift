import NavStack

/// The fourth post's `FolderListCoordinatorView`: selecting a folder sets `selectedFolder`, and
/// the item list is pushed; popping resets it to nil (P6).
///
/// It opens the item-list coordinator, where P7 and P8 happen.
struct FolderListCoordinatorDemo: View {
  let pattern: GalleryPattern
  @State private var selectedFolder: DemoFolder?
  @State private var list = DemoFolder.defaultFolderList

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      PatternCode(pattern: pattern)
      Text(hint).foregroundStyle(.secondary).padding(.horizontal)
      NamedListView(list: list, onSelection: { selectedFolder = $0 })
    }
    .navViewDestination(with: $selectedFolder) { folder in
      ItemListCoordinatorDemo()
        .navigationTitle(folder.name)
    }
    .navigationTitle("My folders")
  }

  private var hint: String {
    switch pattern {
    case .p7: return "Open a folder, then an item; Save (Ctrl+S) sets itemToEdit = nil and it pops."
    case .p8: return "Open a folder, then + : a sheet with its own stack titled New Item."
    default: return "Choosing a folder sets selectedFolder; Back sets it nil."
    }
  }
}
