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
    if let openPath {
      open(openPath.split(separator: "/", maxSplits: 1).map(String.init), in: window)
    }
    if firstRun {
      folders.isShowingOnboarding = true
      window.settle()
    }
    return window
  }

  /// Pushes the screens a path of titles names, by setting the state that drives them.
  public static func open(_ path: [String], in window: Window) {
    guard let folders = window.allScreens.first as? FoldersScreen else { return }
    let model = folders.model
    guard let folderName = path.first, let folder = model.library.folderIndex(named: folderName)
    else { return }
    folders.select(folderAt: folder)
    folders.selectedFolder = FolderSelection(
      id: model.library.folderID(at: folder), name: folderName)
    window.settle()
    guard path.count > 1, let items = window.topScreen as? ItemsScreen,
      let item = model.library.itemIndex(named: path[1], inFolder: folder)
    else { return }
    items.select(itemAt: item)
    items.itemToEdit = ItemSelection(
      id: model.library.item(at: item, inFolder: folder).id, index: item)
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

  /// Offers the draft left by a stopped run: Restore opens its item with the edits; Discard
  /// drops it. Either way `resolved` runs once, to remove the draft file.
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
          Button("Restore") { [unowned window] in
            resolved()
            restore(draft, in: window, model: model)
          },
          Button("Discard", role: .cancel) { resolved() },
        ]))
  }

  private static func restore(_ draft: Draft, in window: Window, model: NotebookModel) {
    guard let folder = model.folderIndex(id: draft.folderID) else { return }
    var path = [model.library.folderName(at: folder)]
    if let itemID = draft.itemID, let index = model.itemIndex(id: itemID, inFolder: folder) {
      path.append(model.library.itemName(at: index, inFolder: folder))
    }
    open(path, in: window)
    if draft.itemID == nil, let items = window.topScreen as? ItemsScreen {
      items.presentNewItem()
      window.settle()
    }
    guard let editor = window.topScreen as? ItemEditorScreen else { return }
    editor.draft.name = draft.name
    editor.draft.notes = draft.notes
    editor.draft.done = draft.done
  }
}
