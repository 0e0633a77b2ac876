import NavStack
import NotebookStore

/// Builds the app's window: the folder list at the root of a navigation stack.
@MainActor
public enum NotebookApp {
  /// A window over `model`, with `openPath` ("Work/Quarterly plan") pushed when given, or else
  /// the ids of `restoredPath`.
  ///
  /// On a first run the tour is presented over the folders; `onboardingFinished` runs when
  /// it ends by Skip or Close. A path that cannot be followed to its end opens as deep as it
  /// goes, and the key bar says why (see `OpenPath`).
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
      let resolved = OpenPath.resolve(openPath, in: model.library)
      if let folder = resolved.folder { open(folder: folder, item: resolved.item, in: window) }
      if let problem = resolved.problem { window.statusMessage = "--open: \(problem)" }
    } else if !restoredPath.isEmpty {
      open(ids: restoredPath, in: window)
    }
    if firstRun {
      folders.isShowingOnboarding = true
      window.settle()
    }
    return window
  }

  /// Pushes the screens a path of ids names (folder, then item), as deep as it exists.
  public static func open(ids path: [String], in window: Window) {
    guard let folders = window.allScreens.first as? FoldersScreen, let id = path.first,
      let folder = folders.model.folderIndex(id: id)
    else { return }
    let item = path.count > 1 ? folders.model.itemIndex(id: path[1], inFolder: folder) : nil
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

  /// The titles of the folder and item shown.
  public static func currentPath(of window: Window) -> [String] {
    currentSelections(of: window).map(\.name)
  }

  /// The ids of the folder and item shown, to restore on the next start.
  public static func currentIDs(of window: Window) -> [String] {
    currentSelections(of: window).map(\.id)
  }

  private static func currentSelections(of window: Window) -> [(id: String, name: String)] {
    var path: [(id: String, name: String)] = []
    for screen in window.allScreens {
      if let folders = screen as? FoldersScreen, let folder = folders.selectedFolder {
        path.append((folder.id, folder.name))
      } else if let items = screen as? ItemsScreen, let selection = items.itemToEdit,
        let folder = items.folderIndex,
        let index = items.model.itemIndex(id: selection.id, inFolder: folder, hint: selection.index)
      {
        path.append((selection.id, items.model.library.itemName(at: index, inFolder: folder)))
      }
    }
    return Array(path.prefix(2))
  }
}
