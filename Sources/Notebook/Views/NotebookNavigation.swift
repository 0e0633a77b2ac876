import NavStack
import Observation

/// Where the notebook is: the state its pushes and sheets follow, as the fourth post's
/// coordinators keep it.
///
/// Choosing a folder only sets `selectedFolder`; the push follows from it, and a pop sets it
/// back to nil (P6). The same holds for `itemToEdit` (P7) and the sheets (P8). Keeping it in one
/// object lets a restored path or `--open` reach a screen by setting state, as a deep link does.
@MainActor
@Observable
public final class NotebookNavigation {
  /// The folder whose items are pushed; nil shows the folders alone.
  public var selectedFolder: FolderSelection?
  /// The item whose detail is pushed over its folder's items.
  public var itemToEdit: ItemSelection?
  /// Whether the Patterns gallery is pushed.
  public var isShowingPatterns = false
  /// Whether the tour is presented.
  public var isShowingOnboarding = false
  /// The folder highlighted in the folder list, by id.
  ///
  /// Not observed, though a list would follow it if it were: the list writes it on every
  /// move, and an observed write costs the list Observation's tracking anew each time (a
  /// quarter more work per key). Nothing else reads it, and every change that sets it from
  /// outside (a save, a new folder, a restored path) rebuilds the list, which reads it then.
  @ObservationIgnored public var highlightedFolder: String?
  /// The item highlighted in the item list, by id; not observed, as `highlightedFolder`.
  @ObservationIgnored public var highlightedItem: String?
  /// The folder whose deletion is being confirmed.
  public var folderToDelete: FolderRow?
  /// The item whose deletion is being confirmed.
  public var itemToDelete: ItemRow?
  /// The sheet over the folders: a new folder or a rename.
  public var folderSheet: SheetRequest?
  /// The sheet over a folder's items: a new item or a rename.
  public var itemSheet: SheetRequest?
  /// The editors on screen, innermost last, for the quit prompt and drafts.
  @ObservationIgnored public private(set) var edits: [any EditSession] = []
  @ObservationIgnored private var requests = 0
  /// Runs when the tour ends by Skip or Close, to remember it.
  @ObservationIgnored var onboardingFinished: @MainActor () -> Void = {}

  /// A navigation at the folders, nothing pushed.
  public init() {}

  /// A fresh request, so that asking again while one is shown presents anew (R29).
  func request(_ kind: SheetRequest.Kind) -> SheetRequest {
    requests += 1
    return SheetRequest(id: requests, kind: kind)
  }

  /// The innermost editor with unsaved changes, if any.
  public var unsavedEdit: (any EditSession)? {
    edits.last { $0.hasChanges }
  }

  func begin(_ edit: any EditSession) {
    if !edits.contains(where: { $0 === edit }) { edits.append(edit) }
  }

  func end(_ edit: any EditSession) {
    edits.removeAll { $0 === edit }
  }
}

/// An editor's typed state, kept outside its view so the window can ask about it: whether
/// anything is unsaved (the quit prompt), and what to keep as a draft when stopped.
@MainActor
public protocol EditSession: AnyObject {
  /// Whether the fields differ from what is stored.
  var hasChanges: Bool { get }
  /// Saves as the editor's Save does; true once stored.
  func save() -> Bool
  /// The unsaved fields as a draft of the library at `library`.
  func draft(library: String) -> Draft?
}
