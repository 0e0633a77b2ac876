import NavStack
import NotebookStore

/// Asking what to do when another program changed the library file under the app.
extension NotebookApp {
  /// Asks "Library changed on disk" with Reload, Overwrite, Save Elsewhere and Cancel (r, o, s,
  /// c): nothing is written over the other program's change until the user says so.
  ///
  /// Reload reads the file again and shows it, dropping the changes made here since the last
  /// save; Overwrite writes them over it; Save Elsewhere writes them to a new file beside it,
  /// says where, and then reloads; Cancel keeps them on screen, marked not saved, and the next
  /// save or quit asks again.
  static func askAboutChangedFile(in window: NotebookWindow) {
    let model = window.model
    let path = model.path ?? "the library"
    window.host.present(
      AlertState(
        title: "Library changed on disk",
        message: "Another program changed \(path) since navstack last read or saved it; "
          + "your latest changes are not in it.",
        buttons: [
          BarButton("Reload") { [weak window] in
            guard let window else { return }
            if let failure = model.reloadFromDisk() {
              window.statusMessage = "Cannot reload: \(failure)"
            } else {
              showAfresh(window)
              window.statusMessage = "Reloaded; the changes made here since the last save are gone"
            }
          },
          BarButton("Overwrite", role: .destructive) { model.overwriteDisk() },
          BarButton("Save Elsewhere") { [weak window] in
            guard let window else { return }
            switch model.saveElsewhere() {
            case .success(let copy):
              showAfresh(window)
              window.statusMessage = "Your version is in \(copy); this is the file on disk"
            case .failure(let error):
              window.statusMessage = "Cannot save elsewhere: \(error.reason)"
            }
          },
          BarButton("Cancel", role: .cancel) {},
        ]))
  }
}
