import FoundationEssentials
import NavStack
import NotebookStore
import Observation

/// The fields of one item editor as typed, and what saving them means.
///
/// Kept apart from the view so the window can ask whether anything is unsaved (the quit
/// prompt) and keep it as a draft when stopped. Saving an existing item sets `itemToEdit` back
/// to nil, which pops the editor (P7); saving a new one dismisses its sheet (P8).
@MainActor
@Observable
public final class ItemEdit: EditSession {
  /// Whether this edits a stored item or makes a new one.
  public enum Mode: Equatable, Sendable { case existing, new }

  /// Whether it edits a stored item or makes a new one.
  public let mode: Mode
  /// The folder the item belongs to, by id.
  public let folderID: String
  /// The fields as typed.
  public var draft: Item
  /// The item as stored, to know whether anything changed.
  public private(set) var original: Item
  /// Why Save was refused, shown under the name.
  public var nameMessage: String?
  @ObservationIgnored private let hint: Int?
  @ObservationIgnored private let model: NotebookModel
  @ObservationIgnored private weak var navigation: NotebookNavigation?
  /// Why the last save failed, for the key bar.
  @ObservationIgnored public private(set) var lastError: String?

  /// An editor of the item `itemID` in the folder `folderID`, or of a new item when it is nil.
  public init(
    folderID: String, itemID: String?, hint: Int?, model: NotebookModel,
    navigation: NotebookNavigation
  ) {
    self.folderID = folderID
    self.hint = hint
    self.model = model
    self.navigation = navigation
    let folder = model.folderIndex(id: folderID)
    let item: Item
    if let itemID, let folder,
      let index = model.itemIndex(id: itemID, inFolder: folder, hint: hint)
    {
      mode = .existing
      item = model.library.item(at: index, inFolder: folder)
    } else {
      mode = .new
      item = Item(name: "")
    }
    original = item
    draft = item
  }

  /// Whether the fields differ from what is stored.
  public var hasChanges: Bool { draft != original }

  /// Stores the draft: an empty name is refused in the field, a failed write keeps the edits.
  public func save() -> Bool {
    lastError = nil
    draft.name = draft.name.trimmingWhitespace()
    guard !draft.name.isEmpty else {
      nameMessage = "A name is needed to save."
      return false
    }
    nameMessage = nil
    guard let folder = model.folderIndex(id: folderID) else {
      lastError = "The folder is gone."
      return false
    }
    switch mode {
    case .existing:
      guard let index = model.itemIndex(id: draft.id, inFolder: folder, hint: hint) else {
        lastError = "The item is gone."
        return false
      }
      if let error = model.update(draft, at: index, inFolder: folder) {
        lastError = error
        return false
      }
      original = draft
      navigation?.highlightedItem = draft.id
      navigation?.itemToEdit = nil
    case .new:
      let added = model.append(draft, toFolder: folder)
      if let id = added.id {
        draft.id = id
        navigation?.highlightedItem = id
      }
      if let error = added.error {
        lastError = error
        return false
      }
      original = draft
      navigation?.itemSheet = nil
    }
    return true
  }

  /// The unsaved fields as a draft of the library at `library`, or nil with none.
  public func draft(library: String) -> Draft? {
    guard hasChanges else { return nil }
    return Draft(
      library: library, folderID: folderID, itemID: mode == .existing ? draft.id : nil,
      name: draft.name, notes: draft.notes, done: draft.done)
  }
}
