import NavStack

/// The fourth post's `Named`: anything with a name can be listed by `NamedListView`.
protocol GalleryNamed: Identifiable {
  var name: String { get }
}

/// A folder of the coordinator demo (P6).
struct DemoFolder: GalleryNamed, Hashable {
  var id: String
  var name: String

  /// The folders the coordinator starts with.
  static let defaultFolderList = [
    DemoFolder(id: "f1", name: "Groceries"), DemoFolder(id: "f2", name: "Chores"),
    DemoFolder(id: "f3", name: "Ideas"),
  ]
}

/// An item of a folder: what the item list shows and the detail edits (P7, P8).
struct DemoItem: GalleryNamed, Hashable {
  var id: String
  var name: String
}
