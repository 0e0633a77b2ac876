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

  /// A message the key bar shows until the next key.
  public var statusMessage: String? {
    get { host.statusMessage }
    set { host.statusMessage = newValue }
  }

  /// Hands the event to the host.
  public func handle(_ event: InputEvent) { host.handle(event) }
  /// The host's frame.
  public func render(size: Size) -> Canvas { host.render(size: size) }
  /// Whether the run has ended.
  public var isFinished: Bool { host.isFinished }
  /// The titles from the root to the top, as `ExpectStack` reads them.
  public var stackDescription: String { host.stackDescription }
  /// Moves the host's clock on.
  public func advanceClock(by milliseconds: Int) { host.advanceClock(by: milliseconds) }
  /// Hands a paste to the host, which gives it to the focused field.
  public func handlePaste(_ text: String) { host.handlePaste(text) }
  /// Logs input the decoder could not read.
  public func noteDroppedInput(_ description: String) { host.noteDroppedInput(description) }
  /// Logs what the program printed while the terminal was taken, for the inspector.
  public func notePrintedOutput(_ lines: [String]) { host.notePrintedOutput(lines) }

  /// Brings the screens in line with state set from outside (a restored path, a draft).
  public func settle() { host.settle() }

  /// Ends the run at once, without asking (after the user confirmed, or on a signal).
  public func finish() { host.finish() }

  /// With unsaved edits, asks "Quit without saving?" with Save, Discard and Cancel (the keys
  /// s, d and c) and keeps running; Save goes through the editor's own Save, then quits.
  private func askBeforeQuitting() -> Bool {
    guard let edit = navigation.unsavedEdit else { return true }
    host.present(
      AlertState(
        title: "Quit without saving?", message: "Your edits have not been saved.",
        buttons: [
          BarButton("Save") { [weak self] in
            guard let self else { return }
            if edit.save() {
              self.host.finish()
            } else {
              self.statusMessage = self.saveFailure(of: edit)
            }
          },
          BarButton("Discard", role: .destructive) { [weak self] in self?.host.finish() },
          BarButton("Cancel", role: .cancel) {},
        ]))
    return false
  }

  private func saveFailure(of edit: any EditSession) -> String? {
    (edit as? ItemEdit)?.lastError ?? (edit as? NameEdit)?.lastError
  }
}
