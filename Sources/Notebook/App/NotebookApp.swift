import NavStack
import NotebookStore

/// Builds the app's window: the folder list at the root of a navigation stack.
@MainActor
public enum NotebookApp {
  /// A window over `model`, with `openPath` ("Work/Quarterly plan") pushed when given.
  ///
  /// A path whose folder or item is gone opens as deep as it exists.
  /// On a first run the tour is presented over the folders; `onboardingFinished` runs when
  /// it ends by Skip or Close.
  public static func makeWindow(
    model: NotebookModel, openPath: String? = nil, firstRun: Bool = false,
    onboardingFinished: @escaping @MainActor () -> Void = {}
  ) -> Window {
    let folders = FoldersScreen(model: model)
    folders.onboardingFinished = onboardingFinished
    let window = Window(root: folders)
    window.helpButtons = [
      Button("Tour", key: .character("t")) { [unowned window, unowned folders] in
        if let help = window.topScreen as? HelpScreen { help.environment.dismiss() }
        folders.isShowingOnboarding = true
      }
    ]
    if let openPath { open(openPath, in: window, folders: folders, model: model) }
    if firstRun {
      folders.isShowingOnboarding = true
      window.settle()
    }
    return window
  }

  /// Pushes the screens a path names, by setting the state that drives them.
  static func open(_ path: String, in window: Window, folders: FoldersScreen, model: NotebookModel)
  {
    let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
    guard let folderName = parts.first, let folder = model.library.folderIndex(named: folderName)
    else { return }
    folders.select(folderAt: folder)
    folders.selectedFolder = FolderSelection(
      id: model.library.folderID(at: folder), name: folderName)
    window.settle()
    guard parts.count > 1, let items = window.topScreen as? ItemsScreen,
      let item = model.library.itemIndex(named: parts[1], inFolder: folder)
    else { return }
    items.select(itemAt: item)
    items.itemToEdit = ItemSelection(
      id: model.library.item(at: item, inFolder: folder).id, index: item)
    window.settle()
  }
}
