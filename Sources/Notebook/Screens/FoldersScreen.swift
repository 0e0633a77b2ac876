import NavStack
import NotebookStore

/// The window's root: the folders, each with its item count.
///
/// It is the fourth post's `FolderListCoordinatorView`: choosing a row only sets
/// `selectedFolder`; the push follows from that state, and a pop sets it back to nil (P6).
@MainActor
public final class FoldersScreen: ListScreen {
  let model: NotebookModel
  /// The folder whose items are pushed; nil shows this screen alone.
  public var selectedFolder: FolderSelection?
  /// Whether the Patterns gallery is pushed.
  public var isShowingPatterns = false
  /// Whether the tour is presented, as a sheet over this screen.
  public var isShowingOnboarding = false
  /// The name sheet shown: a new folder or a rename.
  public var sheetRequest: SheetRequest?
  private var requests = 0
  /// Runs when the tour ends by Skip or Close, to remember it.
  var onboardingFinished: @MainActor () -> Void = {}

  public init(model: NotebookModel) {
    self.model = model
  }

  public override var navigationTitle: String { model.titled("Folders") }
  override var rowCount: Int { model.library.folderCount }
  override func title(ofRow index: Int) -> String { model.library.folderName(at: index) }
  override func trailing(ofRow index: Int) -> String {
    String(model.library.itemCount(inFolder: index))
  }
  override var emptyMessage: String { "No folders yet. + adds one." }

  @BarContentBuilder
  public override var toolbar: BarItemList {
    BarItem(placement: .navigationBarLeading) {
      BarButton("Patterns", key: .character("p")) { [unowned self] in self.isShowingPatterns = true
      }
    }
    BarItem(placement: .primaryAction) {
      BarButton("+ Folder", key: .character("+"), help: "New Folder") { [unowned self] in
        self.request(.newFolder)
      }
    }
  }

  public override var keyCommands: [KeyCommand] {
    guard list.selectedIndex != nil else { return listCommands }
    return listCommands + [
      KeyCommand("Rename", keys: [.character("r")], showsInKeyBar: false) { [unowned self] in
        if let index = self.list.selectedIndex { self.request(.renameFolder(index: index)) }
      },
      KeyCommand("Delete", keys: [.character("d")], showsInKeyBar: false) { [unowned self] in
        self.confirmDelete()
      },
    ]
  }

  public override var navigationDestinations: [NavigationDestination] {
    [
      .item(bind(self, \.selectedFolder)) { [model] folder in
        ItemsScreen(model: model, folderID: folder.id)
      },
      .isPresented(bind(self, \.isShowingPatterns)) { PatternsScreen() },
    ]
  }

  /// The tour is content with a toolbar and no stack, presented bare.
  ///
  /// `NavigationIfNeeded` gives it the stack its buttons need (P2, P5). The name sheets hold a
  /// stack of their own.
  public override var sheets: [SheetDestination] {
    [
      .isPresented(bind(self, \.isShowingOnboarding), id: "onboarding") { [unowned self] in
        NavigationIfNeededScreen {
          OnboardingScreen(
            model: OnboardingModel(steps: OnboardingStep.bundled()) { [unowned self] in
              self.onboardingFinished()
            })
        }
      },
      .item(bind(self, \.sheetRequest)) { [unowned self] request in
        NavigationStackScreen { self.nameEditor(for: request) }
      },
    ]
  }

  func request(_ kind: SheetRequest.Kind) {
    requests += 1
    sheetRequest = SheetRequest(id: requests, kind: kind)
  }

  private func nameEditor(for request: SheetRequest) -> Screen {
    switch request.kind {
    case .renameFolder(let index) where index < model.library.folderCount:
      let sheet = NameEditorScreen(
        title: "Rename Folder", name: model.library.folderName(at: index)
      ) { [unowned self] name in
        if let error = self.model.renameFolder(at: index, to: name) { return error }
        self.sheetRequest = nil
        self.list.refresh()
        return nil
      }
      sheet.target = NameEditorTarget(
        kind: .renameFolder, folderID: model.library.folderID(at: index))
      return sheet
    default:
      let sheet = NameEditorScreen(title: "New Folder", name: "") { [unowned self] name in
        let (index, error) = self.model.addFolder(named: name)
        self.list.refresh()
        if let index { self.list.select(index: index) }
        if let error { return error }
        self.sheetRequest = nil
        return nil
      }
      sheet.target = NameEditorTarget(kind: .newFolder)
      return sheet
    }
  }

  private func confirmDelete() {
    guard let index = list.selectedIndex else { return }
    let name = model.library.folderName(at: index)
    let count = model.library.itemCount(inFolder: index)
    let items = count == 1 ? "its 1 item goes" : "its \(count) items go"
    environment.alert(
      AlertState(
        title: "Delete “\(name)”?", message: "The folder and \(items) with it.",
        buttons: [
          BarButton("Delete", role: .destructive) { [unowned self] in
            if let error = self.model.removeFolder(at: index) {
              self.environment.showStatus(error)
            }
            self.list.refresh()
          },
          BarButton("Cancel", role: .cancel) {},
        ]))
  }

  override func open() {
    guard let index = list.selectedIndex else { return }
    selectedFolder = FolderSelection(
      id: model.library.folderID(at: index), name: model.library.folderName(at: index))
  }

  /// Selects a folder by index, as a restored path or `--open` does.
  public func select(folderAt index: Int) {
    list.select(index: index)
  }
}
