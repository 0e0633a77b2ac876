import NavStack
import NotebookStore

/// The app's data as its screens share it: the library and where it is kept.
///
/// Screens hold references to this one object, so an item saved in a detail screen is seen by
/// the list below it without any notification plumbing.
@MainActor
public final class NotebookModel {
  public let library: Library
  /// The library file; nil when the model lives only in memory (tests).
  public let path: String?

  public init(library: Library, path: String?) {
    self.library = library
    self.path = path
  }

  /// The index of the folder with this id now; indices move when folders are removed.
  public func folderIndex(id: String) -> Int? {
    (0..<library.folderCount).first(where: { library.folderID(at: $0) == id })
  }
}

/// A folder chosen in the folder list: what drives the push of its items (P6).
public struct FolderSelection: Identifiable, Hashable, Sendable {
  public var id: String
  public var name: String
}

/// An item chosen in an item list: what drives the push of its detail (P7).
public struct ItemSelection: Identifiable, Hashable, Sendable {
  public var id: String
  public var index: Int
}
