import FoundationEssentials
import NavStack
import NotebookStore

/// Offering back the library a killed save had written in full but not yet put in place.
extension NotebookApp {
  /// Asks whether to recover a killed save's newer library.
  ///
  /// Recover puts it in place of the library file and shows it; Discard removes it. Either way
  /// `log` gets a line for the log, and `then` runs (the draft offer, if any).
  public static func offer(
    _ save: RecoverableSave, in window: NotebookWindow,
    then next: @escaping @MainActor () -> Void, log: @escaping @MainActor (String) -> Void
  ) {
    let model = window.model
    let time = LogTimestamp.text(Date(timeIntervalSince1970: TimeInterval(save.modified)))
    window.host.present(
      AlertState(
        title: "Recover an unfinished save?",
        message: "navstack was stopped while saving (process \(save.pid), \(time)); "
          + "that save holds edits the library lacks.",
        buttons: [
          BarButton("Recover") { [weak window] in
            guard let window else { return }
            if let error = recover(save, into: model, showingIn: window) {
              window.statusMessage = "Cannot recover: \(error)"
            } else {
              log("recovered \(save.path) into \(absolutePath(model.path ?? ""))")
              window.statusMessage = "Recovered the unfinished save"
            }
            next()
          },
          BarButton("Discard", role: .cancel) {
            log(save.discard())
            next()
          },
        ]))
  }

  /// Renames the save into place, reloads it and shows the folders afresh; the reason on failure.
  private static func recover(
    _ save: RecoverableSave, into model: NotebookModel, showingIn window: NotebookWindow
  ) -> String? {
    guard let path = model.path else { return "the library has no file" }
    do throws(LibraryError) {
      try LibraryStore.recover(save, into: path)
      model.replaceLibrary(with: try LibraryStore.load(from: path))
    } catch {
      return error.reason
    }
    showAfresh(window)
    return nil
  }

  /// Goes back to the folders after the library was replaced under the screens.
  static func showAfresh(_ window: NotebookWindow) {
    window.navigation.selectedFolder = nil
    window.navigation.isShowingPatterns = false
    window.settle()
  }
}
