import NavStack
import NotebookStore

/// The notebook's window: the view tree on a `ViewHost`, with the model and the navigation
/// state that the app's start-up, drafts and quit prompt reach from outside the views.
@MainActor
public final class NotebookWindow: Application {
  /// The host that draws the views and takes the keys.
  public let host: ViewHost
  /// The library and its saving.
  public let model: NotebookModel
  /// Where the notebook is: what is pushed and presented.
  public let navigation: NotebookNavigation

  init(model: NotebookModel, navigation: NotebookNavigation) {
    self.model = model
    self.navigation = navigation
    host = ViewHost(NotebookView(model: model, navigation: navigation))
    host.shouldQuit = { [weak self] in self?.askBeforeQuitting() ?? true }
  }

  /// Whether the user chose to quit without the changes a save could not write, so the way
  /// out must not write them.
  public private(set) var discardsUnsavedChanges = false

  /// A message the key bar shows until the next key.
  public var statusMessage: String? {
    get { host.statusMessage }
    set { host.statusMessage = newValue }
  }

  /// How often the run loop wakes while a save is written, to learn how it went.
  static let savePollMilliseconds = 20

  /// Hands the event to the host, then shows how the saves finished meanwhile went.
  public func handle(_ event: InputEvent) {
    host.handle(event)
    collectSaves()
  }
  /// The host's frame.
  public func render(size: Size) -> Canvas { host.render(size: size) }
  /// Whether the run has ended.
  public var isFinished: Bool { host.isFinished }
  /// The titles from the root to the top, as `ExpectStack` reads them.
  public var stackDescription: String { host.stackDescription }
  /// Moves the host's clock on, after taking in the saves finished meanwhile.
  public func advanceClock(by milliseconds: Int) {
    collectSaves()
    host.advanceClock(by: milliseconds)
  }

  /// The host's next timer; while a save is written, soon enough to show how it went.
  public var millisecondsUntilNextTimer: Int? {
    let next = host.millisecondsUntilNextTimer
    guard model.isSaving else { return next }
    return min(next ?? Self.savePollMilliseconds, Self.savePollMilliseconds)
  }

  /// Waits until every save handed to the writer is done, and shows how they went, as the run
  /// loop would once they were (for tests).
  public func waitForSaves() {
    model.waitForWriter()
    collectSaves()
    settle()
  }

  /// Takes in the finished saves; a failure's reason goes to the key bar, a file changed by
  /// another program is asked about, and the titles follow at once, even between the host's
  /// own turns.
  private func collectSaves() {
    let before = (model.saveFailure, model.changedOnDisk)
    switch model.collectSaves() {
    case .failed(let line): statusMessage = line
    case .changedOnDisk: NotebookApp.askAboutChangedFile(in: self)
    case nil: break
    }
    if (model.saveFailure, model.changedOnDisk) != before { settle() }
  }
  /// Logs what the program printed while the terminal was taken, for the inspector.
  public func notePrintedOutput(_ lines: [String]) { host.notePrintedOutput(lines) }

  /// Brings the screens in line with state set from outside (a restored path, a draft).
  public func settle() { host.settle() }

  /// Ends the run at once, without asking (after the user confirmed, or on a signal).
  public func finish() { host.finish() }

  /// With unsaved edits, asks "Quit without saving?" and keeps running.
  ///
  /// Its Save, Discard and Cancel answer to s, d and c; Save goes through the editor's own
  /// Save, then quits. Without edits, quits once the library's file holds every change (see
  /// `askAboutLibrary`), as it does after Save or Discard.
  private func askBeforeQuitting() -> Bool {
    guard let edit = navigation.unsavedEdit else { return askAboutLibrary() }
    presentQuitPrompt(message: "Your edits have not been saved.") { [weak self] in
      guard let self else { return }
      if edit.save() {
        if self.askAboutLibrary() { self.host.finish() }
      } else {
        self.statusMessage = self.saveFailure(of: edit)
      }
    } discard: { [weak self] in
      guard let self else { return }
      if self.askAboutLibrary() { self.host.finish() }
    }
    return false
  }

  /// True when the library's file holds every change, written now if it must be.
  ///
  /// Otherwise asks "Quit without saving?", whose Save writes them again and quits once that
  /// succeeds, and returns false: a failed save is never forgotten at the door.
  private func askAboutLibrary() -> Bool {
    guard model.flush() != nil, let reason = model.saveFailure else { return true }
    if model.changedOnDisk {
      // Saving again would meet the same change: the user chooses first, then quits again.
      NotebookApp.askAboutChangedFile(in: self)
      return false
    }
    presentQuitPrompt(message: "Changes to the library could not be saved: \(reason).") {
      [weak self] in
      guard let self else { return }
      if let failure = self.model.flush() {
        self.statusMessage = failure
      } else {
        self.host.finish()
      }
    } discard: { [weak self] in
      self?.discardsUnsavedChanges = true
      self?.host.finish()
    }
    return false
  }

  /// "Quit without saving?" with Save, Discard and Cancel (s, d, c); Cancel keeps running.
  private func presentQuitPrompt(
    message: String, save: @escaping @MainActor () -> Void,
    discard: @escaping @MainActor () -> Void
  ) {
    host.present(
      AlertState(
        title: "Quit without saving?", message: message,
        buttons: [
          BarButton("Save", action: save),
          BarButton("Discard", role: .destructive, action: discard),
          BarButton("Cancel", role: .cancel) {},
        ]))
  }

  private func saveFailure(of edit: any EditSession) -> String? {
    (edit as? ItemEdit)?.lastError ?? (edit as? NameEdit)?.lastError
  }
}
