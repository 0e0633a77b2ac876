import NavStack
import NotebookStore

/// Offering back the draft a stopped run left (SPEC §9), in the editor or sheet it came from.
extension NotebookApp {
  /// Offers the draft left by a stopped run.
  ///
  /// Restore reopens what was being edited with the typed text; Discard drops it. Either way
  /// `resolved` runs once, to remove the draft file.
  public static func offer(
    _ draft: Draft, in window: Window, resolved: @escaping @MainActor () -> Void
  ) {
    guard let folders = window.allScreens.first as? FoldersScreen else { return }
    let model = folders.model
    window.topScreen.environment.alert(
      AlertState(
        title: "Restore unsaved edits?",
        message: "“\(draft.name)” was being edited when navstack was stopped.",
        buttons: [
          BarButton("Restore") { [unowned window] in
            if restore(draft, in: window, model: model) {
              resolved()
            } else {
              window.statusMessage = "Cannot restore: what it edited is gone; the draft is kept"
            }
          },
          BarButton("Discard", role: .cancel) { resolved() },
        ]))
  }

  /// Reopens the draft's editor or sheet by id (names repeat), with the typed fields; false
  /// when what it edited is gone.
  private static func restore(_ draft: Draft, in window: Window, model: NotebookModel) -> Bool {
    switch draft.kind {
    case .item: return restoreItem(draft, in: window, model: model)
    case .newFolder, .renameFolder, .renameItem:
      guard presentNameSheet(for: draft, in: window, model: model),
        let sheet = window.topScreen as? NameEditorScreen
      else { return false }
      sheet.name = draft.name
      return true
    }
  }

  /// The item editor: an item deleted since comes back as a New Item in its folder, so nothing
  /// typed is lost; false when even the folder is gone.
  private static func restoreItem(
    _ draft: Draft, in window: Window, model: NotebookModel
  ) -> Bool {
    guard let folder = model.folderIndex(id: draft.folderID) else { return false }
    let item = draft.itemID.flatMap { model.itemIndex(id: $0, inFolder: folder) }
    open(folder: folder, item: item, in: window)
    if item == nil, let items = window.topScreen as? ItemsScreen {
      items.presentNewItem()
      window.settle()
    }
    guard let editor = window.topScreen as? ItemEditorScreen else { return false }
    editor.draft.name = draft.name
    editor.draft.notes = draft.notes
    editor.draft.done = draft.done
    return true
  }

  /// Presents the New Folder, Rename Folder or Rename Item sheet the draft was typed in.
  private static func presentNameSheet(
    for draft: Draft, in window: Window, model: NotebookModel
  ) -> Bool {
    guard let folders = window.allScreens.first as? FoldersScreen else { return false }
    if draft.kind == .newFolder {
      folders.request(.newFolder)
      window.settle()
      return true
    }
    guard let folder = model.folderIndex(id: draft.folderID) else { return false }
    if draft.kind == .renameFolder {
      folders.select(folderAt: folder)
      folders.request(.renameFolder(index: folder))
      window.settle()
      return true
    }
    guard let id = draft.itemID, let item = model.itemIndex(id: id, inFolder: folder) else {
      return false
    }
    open(folder: folder, item: nil, in: window)
    guard let items = window.topScreen as? ItemsScreen else { return false }
    items.select(itemAt: item)
    items.request(.renameItem(index: item))
    window.settle()
    return true
  }
}
