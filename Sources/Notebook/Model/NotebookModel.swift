import NavStack
import NotebookStore
import Observation

/// The app's data as its screens share it: the library, where it is kept, and saving.
///
/// Every change goes through here and is saved at once, in the background (`LibraryWriter`),
/// so no key waits for the disk. A save that fails keeps the change in memory, and the window
/// says why when it learns of it (`collectSaves`); the next save writes everything again, and
/// the ways out wait for the writer (`flush`), so nothing typed is lost.
@MainActor
@Observable
public final class NotebookModel {
  /// The library shown; replaced only when a killed save is recovered into its file.
  public internal(set) var library: Library
  /// The library file; nil when the model lives only in memory (replays, tests).
  public let path: String?
  /// Why the last save failed (`cannot save (writing): No space left on device`), until one
  /// succeeds.
  public internal(set) var saveFailure: String?
  /// The key bar's line for a failed save: `Not saved: ` and the reason.
  public var saveError: String? { saveFailure.map { "Not saved: \($0)" } }
  /// How many saves reached the disk, for tests.
  public internal(set) var saveCount = 0
  /// Writes the library off the main thread; nil for a model in memory.
  @ObservationIgnored let writer: LibraryWriter?
  /// How many changes the library has had, and how many of them the file is known to hold.
  @ObservationIgnored var generation = 0
  @ObservationIgnored var savedGeneration = 0
  /// Whether another program changed the file since the app last read or saved it, and the
  /// saves wait for the user to choose (`reloadFromDisk`, `overwriteDisk`, `saveElsewhere`).
  public internal(set) var changedOnDisk = false
  /// Whether a change was made while the saves wait for that choice, so it is asked again.
  @ObservationIgnored var asksAgain = false
  /// Counts changes to the library, so screens can cache what they look up in it.
  public internal(set) var revision = 0
  /// Why the library file must not be replaced (its permissions, see
  /// `LibraryStore.readOnlyReason`); while set, every edit is refused and nothing is saved.
  public let readOnlyReason: String?

  /// A model over `library`, saved to `path`; read-only when `readOnlyReason` is given.
  public init(library: Library, path: String?, readOnlyReason: String? = nil) {
    self.library = library
    self.path = path
    self.readOnlyReason = readOnlyReason
    writer = path.map { LibraryWriter(path: $0, expecting: library.fileIdentity) }
  }

  /// Whether the library holds changes its file lacks because a save failed, and none has
  /// succeeded since (one being written is not counted: `flush` waits for it).
  public var hasUnsavedChanges: Bool { saveFailure != nil }

  /// A screen title, marked `read-only` when edits are refused, and `not saved` while the file
  /// lacks changes the screen shows, so the bar says what is on disk.
  public func titled(_ title: String) -> String {
    if readOnlyReason != nil { return "\(title) (read-only)" }
    return hasUnsavedChanges ? "\(title) (not saved)" : title
  }

  /// The message an edit of a read-only library gets, or nil when edits are allowed.
  var refusal: String? {
    readOnlyReason.map { "Read-only: \($0); nothing was changed" }
  }

  /// The index of the folder with this id now; indices move when folders are removed.
  public func folderIndex(id: String) -> Int? {
    (0..<library.folderCount).first(where: { library.folderID(at: $0) == id })
  }

  /// The index of an item by id, trying `hint` first so the usual look-up is O(1).
  public func itemIndex(id: String, inFolder folder: Int, hint: Int? = nil) -> Int? {
    let count = library.itemCount(inFolder: folder)
    if let hint, hint < count, library.item(at: hint, inFolder: folder).id == id { return hint }
    return (0..<count).first(where: { library.item(at: $0, inFolder: folder).id == id })
  }

  /// Replaces an item and saves; the refusal of a read-only library, or nil.
  public func update(_ item: Item, at index: Int, inFolder folder: Int) -> String? {
    if let refusal { return refusal }
    library.updateItem(item, at: index, inFolder: folder)
    save()
    return nil
  }

  /// Adds an item at the end of a folder and saves; the id it is kept under (a fresh one when
  /// another item of the folder has its id), or nil with the refusal of a read-only library.
  public func append(_ item: Item, toFolder folder: Int) -> (id: String?, error: String?) {
    if let refusal { return (nil, refusal) }
    let id = library.appendItem(item, toFolder: folder)
    save()
    return (id, nil)
  }

  /// Removes an item and saves; the refusal of a read-only library, or nil.
  public func removeItem(at index: Int, inFolder folder: Int) -> String? {
    if let refusal { return refusal }
    library.removeItem(at: index, inFolder: folder)
    save()
    return nil
  }

  /// Adds a folder and saves; no index when the library is read-only.
  public func addFolder(named name: String) -> (index: Int?, error: String?) {
    if let refusal { return (nil, refusal) }
    let index = library.appendFolder(named: name)
    save()
    return (index, nil)
  }

  /// Renames a folder and saves; the refusal of a read-only library, or nil.
  public func renameFolder(at index: Int, to name: String) -> String? {
    if let refusal { return refusal }
    library.renameFolder(at: index, to: name)
    save()
    return nil
  }

  /// Removes a folder with its items and saves; the refusal of a read-only library, or nil.
  public func removeFolder(at index: Int) -> String? {
    if let refusal { return refusal }
    library.removeFolder(at: index)
    save()
    return nil
  }
}

/// A folder chosen in the folder list: what drives the push of its items (P6).
public struct FolderSelection: Identifiable, Hashable, Sendable {
  /// The stable id, which outlives renames and moves.
  public var id: String
  /// The name as the library holds it.
  public var name: String
}

/// An item chosen in an item list: what drives the push of its detail (P7).
public struct ItemSelection: Identifiable, Hashable, Sendable {
  /// The stable id, which outlives renames and moves.
  public var id: String
  /// The index when it was chosen, tried first when looking it up again.
  public var index: Int
}

/// A request for a sheet (a new item, a new or renamed folder), identified so that a new
/// request while one is shown presents afresh (R29).
public struct SheetRequest: Identifiable, Hashable, Sendable {
  /// Which sheet is asked for.
  public enum Kind: Hashable, Sendable {
    case newItem, newFolder, renameFolder(index: Int), renameItem(index: Int)
  }
  /// A number that is new for each request.
  public var id: Int
  /// What the sheet is for.
  public var kind: Kind
}
