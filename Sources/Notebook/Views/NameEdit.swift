import FoundationEssentials
import NavStack
import NotebookStore
import Observation

/// The one field of a name sheet (New Folder, Rename Folder, Rename Item), and what saving it
/// means; kept apart from the view for the quit prompt and drafts, as `ItemEdit` is.
@MainActor
@Observable
public final class NameEdit: EditSession {
  /// The sheet's title.
  public let title: String
  /// The name as typed.
  public var name: String
  /// Why Save was refused, shown under the field.
  public var message: String?
  /// What the sheet names, by id, so a stopped edit can be kept as a draft.
  public let target: NameEditorTarget
  @ObservationIgnored private let original: String
  @ObservationIgnored private let model: NotebookModel
  @ObservationIgnored private weak var navigation: NotebookNavigation?
  /// Why the last save failed, for the key bar.
  @ObservationIgnored public private(set) var lastError: String?

  /// The sheet a request asks for; `folderID` is the folder whose item is renamed.
  public init(
    request: SheetRequest, folderID: String? = nil, model: NotebookModel,
    navigation: NotebookNavigation
  ) {
    self.model = model
    self.navigation = navigation
    let library = model.library
    switch request.kind {
    case .renameFolder(let index) where index < library.folderCount:
      title = "Rename Folder"
      original = library.folderName(at: index)
      target = NameEditorTarget(kind: .renameFolder, folderID: library.folderID(at: index))
    case .renameItem(let index):
      let folder = folderID.flatMap { model.folderIndex(id: $0) }
      let item = folder.flatMap { folder in
        index < library.itemCount(inFolder: folder)
          ? library.item(at: index, inFolder: folder) : nil
      }
      title = "Rename Item"
      original = item?.name ?? ""
      target = NameEditorTarget(kind: .renameItem, folderID: folderID ?? "", itemID: item?.id)
    default:
      title = "New Folder"
      original = ""
      target = NameEditorTarget(kind: .newFolder)
    }
    name = original
  }

  /// Whether the name differs from what is stored.
  public var hasChanges: Bool { name != original }

  /// Stores the name; false, with the reason, when it was not stored.
  public func save() -> Bool {
    lastError = nil
    let trimmed = name.trimmingWhitespace()
    guard !trimmed.isEmpty else {
      message = "A name is needed to save."
      return false
    }
    message = nil
    let error: String?
    switch target.kind {
    case .renameFolder:
      guard let index = model.folderIndex(id: target.folderID) else {
        lastError = "The folder is gone."
        return false
      }
      error = model.renameFolder(at: index, to: trimmed)
    case .renameItem:
      guard let folder = model.folderIndex(id: target.folderID), let id = target.itemID,
        let index = model.itemIndex(id: id, inFolder: folder)
      else {
        lastError = "The item is gone."
        return false
      }
      var item = model.library.item(at: index, inFolder: folder)
      item.name = trimmed
      error = model.update(item, at: index, inFolder: folder)
    case .newFolder, .item:
      let added = model.addFolder(named: trimmed)
      if let index = added.index {
        navigation?.highlightedFolder = model.library.folderID(at: index)
      }
      error = added.error
    }
    if let error {
      lastError = error
      return false
    }
    name = trimmed
    switch target.kind {
    case .renameItem: navigation?.itemSheet = nil
    default: navigation?.folderSheet = nil
    }
    return true
  }

  /// The unsaved fields as a draft of the library at `library`, or nil with none.
  public func draft(library: String) -> Draft? {
    guard hasChanges else { return nil }
    return Draft(
      library: library, kind: target.kind, folderID: target.folderID, itemID: target.itemID,
      name: name)
  }
}
