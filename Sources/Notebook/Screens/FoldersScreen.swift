import NavStack
import NotebookStore

/// The window's root: the folders, each with its item count.
///
/// It is the fourth post's `FolderListCoordinatorView`: choosing a row only sets
/// `selectedFolder`; the push follows from that state, and a pop sets it back to nil (P6).
@MainActor
public final class FoldersScreen: Screen {
  let model: NotebookModel
  let list = ListState()
  /// The folder whose items are pushed; nil shows this screen alone.
  public var selectedFolder: FolderSelection?
  /// Whether the Patterns gallery is pushed.
  public var isShowingPatterns = false
  /// Whether the tour is presented, as a sheet over this screen.
  public var isShowingOnboarding = false
  /// Runs when the tour ends by Skip or Close, to remember it.
  var onboardingFinished: @MainActor () -> Void = {}

  public init(model: NotebookModel) {
    self.model = model
  }

  public override var navigationTitle: String { "Folders" }

  @ToolbarContentBuilder
  public override var toolbar: ToolbarItemList {
    ToolbarItem(placement: .navigationBarLeading) {
      Button("Patterns", key: .character("p")) { [unowned self] in self.isShowingPatterns = true }
    }
  }

  public override var navigationDestinations: [NavigationDestination] {
    [
      .item(bind(self, \.selectedFolder)) { [model] folder in
        ItemsScreen(model: model, folderID: folder.id)
      },
      .isPresented(bind(self, \.isShowingPatterns)) { PatternsScreen() },
    ]
  }

  /// The tour is content with a toolbar and no stack, presented bare: `NavigationIfNeeded`
  /// gives it the stack its buttons need (P2, P5).
  public override var sheets: [SheetDestination] {
    [
      .isPresented(bind(self, \.isShowingOnboarding), id: "onboarding") { [unowned self] in
        NavigationIfNeeded {
          OnboardingScreen(
            model: OnboardingModel(steps: OnboardingStep.bundled()) { [unowned self] in
              self.onboardingFinished()
            })
        }
      }
    ]
  }

  public override var keyCommands: [KeyCommand] {
    [KeyCommand("Open", keys: [.enter, .right, .character("l")]) { [unowned self] in self.open() }]
  }

  private var count: Int { model.library.folderCount }

  func open() {
    guard count > 0 else { return }
    let index = list.selection
    selectedFolder = FolderSelection(
      id: model.library.folderID(at: index), name: model.library.folderName(at: index))
  }

  /// Selects a folder by index, as a restored path or `--open` does.
  public func select(folderAt index: Int) {
    list.select(index, count: count)
  }

  public override func handle(_ key: Key) -> Bool {
    list.handle(key, count: count)
  }

  public override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
    switch event.kind {
    case .click:
      guard let index = list.index(at: event.position, in: rect, count: count) else { return false }
      list.select(index, count: count)
      open()
    case .wheelUp: list.scroll(by: -3, count: count)
    case .wheelDown: list.scroll(by: 3, count: count)
    }
    return true
  }

  public override func draw(in canvas: inout Canvas, rect: Rect) {
    let library = model.library
    if count == 0 {
      canvas.draw("No folders yet.", x: rect.x + 2, y: rect.y + 1, style: .muted)
      return
    }
    list.draw(in: &canvas, rect: rect, count: count) { index in
      (library.folderName(at: index), String(library.itemCount(inFolder: index)))
    }
  }
}
