import FoundationEssentials
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
  public private(set) var library: Library
  /// The library file; nil when the model lives only in memory (replays, tests).
  public let path: String?
  /// Why the last save failed (`cannot save (writing): No space left on device`), until one
  /// succeeds.
  public private(set) var saveFailure: String?
  /// The key bar's line for a failed save: `Not saved: ` and the reason.
  public var saveError: String? { saveFailure.map { "Not saved: \($0)" } }
  /// How many saves reached the disk, for tests.
  public private(set) var saveCount = 0
  /// Writes the library off the main thread; nil for a model in memory.
  @ObservationIgnored private let writer: LibraryWriter?
  /// How many changes the library has had, and how many of them the file is known to hold.
  @ObservationIgnored private var generation = 0
  @ObservationIgnored private var savedGeneration = 0
  /// Counts changes to the library, so screens can cache what they look up in it.
  public private(set) var revision = 0
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

  /// Whether another program changed the file since the app last read or saved it, and the
  /// saves wait for the user to choose (`reloadFromDisk`, `overwriteDisk`, `saveElsewhere`).
  public private(set) var changedOnDisk = false
  /// Whether a change was made while the saves wait for that choice, so it is asked again.
  @ObservationIgnored private var asksAgain = false

  /// Takes the library as it is on disk now: after a killed save was recovered into it, or a
  /// reload; what waited to be written is dropped.
  public func replaceLibrary(with library: Library) {
    writer?.waitUntilIdle()
    _ = collectSaves()
    writer?.reloaded(library.fileIdentity)
    self.library = library
    revision += 1
    generation += 1
    savedGeneration = generation
    saveFailure = nil
    changedOnDisk = false
  }

  /// Writes the library, new and empty, to its path, which has no file yet, and reads it back;
  /// the reason when it cannot.
  public func createFile() -> String? {
    guard let path else { return nil }
    do throws(LibraryError) {
      try LibraryStore.save(library, to: path)
    } catch {
      return error.reason
    }
    return reloadFromDisk()
  }

  /// Reads the file again, dropping the changes it lacks; the reason when it cannot be read.
  public func reloadFromDisk() -> String? {
    guard let path else { return nil }
    do throws(LibraryError) {
      replaceLibrary(with: try LibraryStore.load(from: path))
      return nil
    } catch {
      return error.description
    }
  }

  /// Writes the library over the file another program changed.
  public func overwriteDisk() {
    changedOnDisk = false
    writer?.save(library, generation: generation)
    writer?.overwrite()
  }

  /// Writes the library to a new file beside its own (`library.mine-20261201T141012Z.json`),
  /// then reads its own file again; the new file's path, or why it could not be written.
  public func saveElsewhere() -> Result<String, LibraryError> {
    guard let path else { return .failure(LibraryError(path: "", reason: "no file")) }
    let stamp = LogTimestamp.text(Date()).filter { $0 != "-" && $0 != ":" }
    let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    let copy: String
    if let dot = name.lastIndex(of: "."), dot != name.startIndex {
      copy =
        path.dropLast(name.distance(from: dot, to: name.endIndex))
        + ".mine-\(stamp)" + name[dot...]
    } else {
      copy = path + ".mine-\(stamp)"
    }
    do throws(LibraryError) {
      try LibraryStore.save(library, to: copy)
    } catch {
      return .failure(error)
    }
    if let failure = reloadFromDisk() {
      return .failure(LibraryError(path: path, reason: "saved to \(copy), but \(failure)"))
    }
    return .success(copy)
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

  /// Whether a save is waiting, being written, or done and not yet taken in, so the window
  /// looks for its outcome soon.
  public var isSaving: Bool { writer?.isBusy ?? false }

  /// Takes in what the writer finished, the titles following: what the window must say
  /// about it, or nil.
  public func collectSaves() -> SaveNews? {
    guard let writer else { return nil }
    var news: SaveNews? = asksAgain ? .changedOnDisk : nil
    asksAgain = false
    for outcome in writer.takeOutcomes() {
      if let failure = outcome.failure {
        saveFailure = failure.reason
        changedOnDisk = outcome.changedOnDisk
        news = outcome.changedOnDisk ? .changedOnDisk : .failed(saveError ?? "")
      } else {
        savedGeneration = max(savedGeneration, outcome.generation)
        saveFailure = nil
        saveCount += 1
        news = nil
      }
    }
    return news
  }

  /// Waits until every save handed over is written or has failed, without taking them in.
  public func waitForWriter() {
    writer?.waitUntilIdle()
  }

  /// Waits until the file holds every change, writing once more what a failed save left.
  ///
  /// Returns the key bar's line when the file still lacks some, or nil. Every way out calls
  /// it.
  public func flush() -> String? {
    guard let writer else { return nil }
    writer.waitUntilIdle()
    _ = collectSaves()
    if savedGeneration < generation && !writer.isHeld {
      writer.save(library, generation: generation)
      writer.waitUntilIdle()
      _ = collectSaves()
    }
    return savedGeneration < generation ? saveError : nil
  }

  /// Hands the library to the writer; the change shows at once, whatever the disk does.
  private func save() {
    revision += 1
    generation += 1
    writer?.save(library, generation: generation)
    if changedOnDisk { asksAgain = true }
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

/// What the window must say about the saves the model took in.
public enum SaveNews: Equatable, Sendable {
  /// A save failed: the key bar's line.
  case failed(String)
  /// Another program changed the file: the user must choose what to do.
  case changedOnDisk
}
