import NavStack
import NotebookStore

/// A folder as its list row shows it.
public struct FolderRow: Identifiable, Hashable, Sendable {
  /// The stable id, which outlives renames and moves.
  public var id: String
  /// The folder's index in the library now.
  public var index: Int
  /// The name as the library holds it.
  public var name: String
  /// How many items the folder holds.
  public var itemCount: Int
}

/// An item as its list row shows it.
public struct ItemRow: Identifiable, Hashable, Sendable {
  /// The stable id, which outlives renames and moves.
  public var id: String
  /// The item's index in its folder now.
  public var index: Int
  /// The name as the library holds it.
  public var name: String
  /// Whether the item is done.
  public var done: Bool
}

/// The folders, read from the library only where a row is drawn.
///
/// A list of a million costs what the visible rows cost. A filter keeps the matching indices.
public struct FolderRows: RandomAccessCollection {
  let library: Library
  let matches: [Int]?

  /// The first row.
  public var startIndex: Int { 0 }
  /// Past the last row.
  public var endIndex: Int { matches?.count ?? library.folderCount }

  /// The row at `position`, read from the library now.
  public subscript(position: Int) -> FolderRow {
    let index = matches?[position] ?? position
    return FolderRow(
      id: library.folderID(at: index), index: index, name: library.folderName(at: index),
      itemCount: library.itemCount(inFolder: index))
  }

  /// The folders whose names contain `query`, ignoring case; all of them for an empty query.
  public func filtered(by query: String) -> FolderRows {
    guard !query.isEmpty else { return self }
    let matches = (0..<library.folderCount).filter {
      library.folderName(at: $0).containsIgnoringCaseAndDiacritics(query)
    }
    return FolderRows(library: library, matches: matches)
  }
}

/// A folder's items, read from the library only where a row is drawn.
public struct ItemRows: RandomAccessCollection {
  let library: Library
  let folder: Int?
  let matches: [Int]?

  /// The first row.
  public var startIndex: Int { 0 }
  /// Past the last row.
  public var endIndex: Int {
    matches?.count ?? folder.map { library.itemCount(inFolder: $0) } ?? 0
  }

  /// The row at `position`, read from the library now.
  public subscript(position: Int) -> ItemRow {
    let index = matches?[position] ?? position
    let folder = self.folder ?? 0
    let item = library.itemHeading(at: index, inFolder: folder)
    return ItemRow(id: item.id, index: index, name: item.name, done: item.done)
  }

  /// The items whose names contain `query`, ignoring case; all of them for an empty query.
  public func filtered(by query: String) -> ItemRows {
    guard !query.isEmpty, let folder else { return self }
    let matches = (0..<library.itemCount(inFolder: folder)).filter {
      library.itemName(at: $0, inFolder: folder).containsIgnoringCaseAndDiacritics(query)
    }
    return ItemRows(library: library, folder: folder, matches: matches)
  }
}

extension NotebookModel {
  /// The folders now; reading it makes a view follow every change of the library.
  public var folderRows: FolderRows {
    _ = revision
    return FolderRows(library: library, matches: nil)
  }

  /// The items of the folder with this id now (none when it is gone).
  public func itemRows(inFolder id: String) -> ItemRows {
    _ = revision
    return ItemRows(library: library, folder: folderIndex(id: id), matches: nil)
  }

  /// The folder's name now, or nil when it is gone.
  public func folderName(id: String) -> String? {
    _ = revision
    return folderIndex(id: id).map { library.folderName(at: $0) }
  }
}
