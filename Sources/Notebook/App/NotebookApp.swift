import NavStack
import NotebookStore

/// Builds the app's window: the folder list at the root of a navigation stack.
@MainActor
public enum NotebookApp {
  /// A window over `model`, with `openPath` ("Work/Quarterly plan") pushed when given.
  ///
  /// On a first run the tour is presented over the folders; `onboardingFinished` runs when
  /// it ends by Skip or Close. A path whose folder or item is gone opens as deep as it exists.
  public static func makeWindow(
    model: NotebookModel, openPath: String? = nil, restoredPath: [String] = [],
    firstRun: Bool = false, onboardingFinished: @escaping @MainActor () -> Void = {}
  ) -> Window {
    let folders = FoldersScreen(model: model)
    folders.onboardingFinished = onboardingFinished
    let window = Window(root: folders)
    window.helpButtons = [
      BarButton("Tour", key: .character("t")) { [unowned window, unowned folders] in
        if let help = window.topScreen as? HelpScreen { help.environment.dismiss() }
        folders.isShowingOnboarding = true
      }
    ]
    if let openPath {
      open(components(of: openPath, in: model), in: window)
    } else if !restoredPath.isEmpty {
      open(restoredPath, in: window)
    }
    if firstRun {
      folders.isShowingOnboarding = true
      window.settle()
    }
    return window
  }

  /// Splits `--open`'s "Folder/Item" where the folder's own name may hold a `/`: the longest
  /// leading part that names a folder wins.
  static func components(of path: String, in model: NotebookModel) -> [String] {
    let library = model.library
    if library.folderIndex(named: path) != nil { return [path] }
    var index = path.endIndex
    while let slash = path[..<index].lastIndex(of: "/") {
      let folder = String(path[..<slash])
      if library.folderIndex(named: folder) != nil {
        return [folder, String(path[path.index(after: slash)...])]
      }
      index = slash
    }
    return path.split(separator: "/", maxSplits: 1).map(String.init)
  }

  /// Pushes the screens a path of titles names, as deep as it exists.
  public static func open(_ path: [String], in window: Window) {
    guard let folders = window.allScreens.first as? FoldersScreen else { return }
    let library = folders.model.library
    guard let name = path.first, let folder = library.folderIndex(named: name) else { return }
    let item = path.count > 1 ? library.itemIndex(named: path[1], inFolder: folder) : nil
    open(folder: folder, item: item, in: window)
  }

  /// Pushes a folder's items and, when given, an item's detail, by setting the state that
  /// drives them.
  static func open(folder: Int, item: Int?, in window: Window) {
    guard let folders = window.allScreens.first as? FoldersScreen else { return }
    let library = folders.model.library
    folders.select(folderAt: folder)
    folders.selectedFolder = FolderSelection(
      id: library.folderID(at: folder), name: library.folderName(at: folder))
    window.settle()
    // The folder's list may already be covered (a restored path): find it, not the top.
    let folderID = library.folderID(at: folder)
    guard let item,
      let items = window.allScreens.lazy.compactMap({ $0 as? ItemsScreen })
        .first(where: { $0.folderID == folderID })
    else { return }
    items.select(itemAt: item)
    items.itemToEdit = ItemSelection(id: library.item(at: item, inFolder: folder).id, index: item)
    window.settle()
  }

  /// The titles of the folder and item shown, to restore on the next start.
  public static func currentPath(of window: Window) -> [String] {
    var path: [String] = []
    for screen in window.allScreens {
      if let folders = screen as? FoldersScreen, let folder = folders.selectedFolder {
        path.append(folder.name)
      } else if let items = screen as? ItemsScreen, let selection = items.itemToEdit,
        let folder = items.folderIndex,
        let index = items.model.itemIndex(id: selection.id, inFolder: folder, hint: selection.index)
      {
        path.append(items.model.library.itemName(at: index, inFolder: folder))
      }
    }
    return Array(path.prefix(2))
  }

  /// Offers the draft left by a stopped run.
  ///
  /// Restore opens its item with the edits; Discard drops it. Either way `resolved` runs once, to
  /// remove the draft file.
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
              window.statusMessage = "Cannot restore: its folder is gone; the draft is kept"
            }
          },
          BarButton("Discard", role: .cancel) { resolved() },
        ]))
  }

  /// Opens the draft's item by id (names repeat), with the typed fields.
  ///
  /// An item deleted since comes back as a New Item in its folder, so nothing typed is lost; false
  /// when even the folder is gone.
  private static func restore(_ draft: Draft, in window: Window, model: NotebookModel) -> Bool {
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
}
