import NavStack
import NotebookStore

/// Offering back the draft a stopped run left (SPEC §9), in the editor or sheet it came from.
extension NotebookApp {
  /// Offers the draft left by a stopped run.
  ///
  /// Restore reopens what was being edited with the typed text; Discard drops it. Either way
  /// `resolved` runs once, to remove the draft file.
  public static func offer(
    _ draft: Draft, in window: NotebookWindow, resolved: @escaping @MainActor () -> Void
  ) {
    window.host.present(
      AlertState(
        title: "Restore unsaved edits?",
        message: "“\(draft.name)” was being edited when navstack was stopped.",
        buttons: [
          BarButton("Restore") { [weak window] in
            guard let window else { return }
            if restore(draft, in: window) {
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
  private static func restore(_ draft: Draft, in window: NotebookWindow) -> Bool {
    let model = window.model
    let navigation = window.navigation
    if draft.kind == .newFolder {
      navigation.folderSheet = navigation.request(.newFolder)
    } else {
      guard let folder = model.folderIndex(id: draft.folderID) else { return false }
      let item = draft.itemID.flatMap { model.itemIndex(id: $0, inFolder: folder) }
      switch draft.kind {
      case .renameFolder:
        navigation.highlightedFolder = draft.folderID
        navigation.folderSheet = navigation.request(.renameFolder(index: folder))
      case .renameItem:
        guard let item else { return false }
        open(folder: folder, item: nil, in: window)
        navigation.highlightedItem = draft.itemID
        navigation.itemSheet = navigation.request(.renameItem(index: item))
      case .item:
        // An item deleted since comes back as a New Item in its folder: nothing typed is lost.
        open(folder: folder, item: item, in: window)
        if item == nil { navigation.itemSheet = navigation.request(.newItem) }
      case .newFolder:
        break
      }
    }
    window.settle()
    switch navigation.edits.last {
    case let edit as ItemEdit where draft.kind == .item:
      edit.draft.name = draft.name
      edit.draft.notes = draft.notes
      edit.draft.done = draft.done
    case let edit as NameEdit where draft.kind != .item:
      edit.name = draft.name
    default:
      return false
    }
    window.settle()
    return true
  }
}
