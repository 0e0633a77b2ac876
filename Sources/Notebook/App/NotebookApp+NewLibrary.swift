import NavStack
import NotebookStore

/// Offering to make the library `--data` names when it does not exist yet.
extension NotebookApp {
  /// Asks "Create a new library?" with Create and Quit (c, q): a typo in `--data` must not
  /// start an empty notebook somewhere unexpected without a word, and a new one must be
  /// possible.
  ///
  /// Create writes an empty library there (as a save does, atomically) and goes on with it,
  /// then runs `next`; Quit ends the run with nothing written.
  public static func offerToCreate(
    in window: NotebookWindow, then next: @escaping @MainActor () -> Void
  ) {
    let model = window.model
    let path = model.path ?? ""
    window.host.present(
      AlertState(
        title: "Create a new library?",
        message: "\(path) does not exist. Create it, empty, or quit without writing anything.",
        buttons: [
          BarButton("Create") { [weak window] in
            guard let window else { return }
            if let failure = model.createFile() {
              window.statusMessage = "Cannot create: \(failure)"
              offerToCreate(in: window, then: next)
            } else {
              window.statusMessage = "Created \(path)"
              next()
            }
          },
          BarButton("Quit", role: .cancel) { [weak window] in window?.finish() },
        ]))
  }
}
