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
  ) -> NotebookWindow {
    let navigation = NotebookNavigation()
    navigation.onboardingFinished = onboardingFinished
    let window = NotebookWindow(model: model, navigation: navigation)
    window.host.helpButtons = [
      BarButton("Tour", key: .character("t")) { [weak navigation] in
        navigation?.isShowingOnboarding = true
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
      navigation.isShowingOnboarding = true
      window.settle()
    }
    return window
  }

  /// Pushes the screens a path of ids names (folder, then item), as deep as it exists.
  public static func open(ids path: [String], in window: NotebookWindow) {
    let model = window.model
    guard let id = path.first, let folder = model.folderIndex(id: id) else { return }
    let item = path.count > 1 ? model.itemIndex(id: path[1], inFolder: folder) : nil
    open(folder: folder, item: item, in: window)
  }

  /// Pushes a folder's items and, when given, an item's detail, by setting the state that
  /// drives them, as a deep link does.
  static func open(folder: Int, item: Int?, in window: NotebookWindow) {
    let library = window.model.library
    let navigation = window.navigation
    let folderID = library.folderID(at: folder)
    navigation.highlightedFolder = folderID
    navigation.selectedFolder = FolderSelection(id: folderID, name: library.folderName(at: folder))
    if let item {
      let id = library.item(at: item, inFolder: folder).id
      navigation.highlightedItem = id
      navigation.itemToEdit = ItemSelection(id: id, index: item)
    }
    window.settle()
  }

  /// The titles of the folder and item shown.
  public static func currentPath(of window: NotebookWindow) -> [String] {
    currentSelections(of: window).map(\.name)
  }

  /// The ids of the folder and item shown, to restore on the next start.
  public static func currentIDs(of window: NotebookWindow) -> [String] {
    currentSelections(of: window).map(\.id)
  }

  private static func currentSelections(of window: NotebookWindow) -> [(id: String, name: String)] {
    let model = window.model
    let navigation = window.navigation
    guard let folder = navigation.selectedFolder, let index = model.folderIndex(id: folder.id)
    else { return [] }
    var path = [(folder.id, model.library.folderName(at: index))]
    if let selection = navigation.itemToEdit,
      let item = model.itemIndex(id: selection.id, inFolder: index, hint: selection.index)
    {
      path.append((selection.id, model.library.itemName(at: item, inFolder: index)))
    }
    return path
  }
}
