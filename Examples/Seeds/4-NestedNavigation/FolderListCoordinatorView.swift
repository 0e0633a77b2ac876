// swift-format-ignore-file
// Post 4 ("Navigating SwiftUI in Pre-iOS 16, Part 2: Nested Navigation"), listing 1: the folder
// coordinator. Pasted as written; only `import NavStack` is added. `ItemListCoordinatorView` is
// the post's first version (ItemListCoordinatorView.swift).
import NavStack

struct FolderListCoordinatorView: View {
    @State private var selectedFolder: MyFolder?
    @State private var list: [MyFolder] = MyFolder.defaultFolderList

    var body: some View {
        NavigationView {
            GenericListView(list: list, onSelection: { selectedFolder = $0 })
                .navViewDestination(with: $selectedFolder) { folder in
                    ItemListCoordinatorView()
                        .navigationTitle(folder.name)
                }
                .navigationTitle("My folders")
        }
    }
}
