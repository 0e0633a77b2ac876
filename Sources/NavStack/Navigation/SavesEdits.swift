/// A screen that can save its unsaved edits on request, as its own Save button would.
///
/// The one entry point the quit prompt's Save uses ("Quit without saving?"): the window asks
/// every screen with unsaved changes, top first, and quits only when all of them saved. A
/// screen with edits that does not adopt it cannot be saved from there, so Save keeps the app
/// running. Kept this small on purpose, for the declarative view runtime to take over.
@MainActor
public protocol SavesEdits: AnyObject {
  /// Saves the edits; true when nothing unsaved is left. On failure the screen shows why.
  func saveEdits() -> Bool
}

extension Window {
  /// Saves every screen's unsaved edits, top first; false at the first that cannot be saved.
  func saveAllEdits() -> Bool {
    for screen in allScreens.reversed() where screen.hasUnsavedChanges {
      guard let saving = screen as? SavesEdits, saving.saveEdits() else {
        if statusMessage == nil { statusMessage = "Not saved: these edits cannot be saved here" }
        return false
      }
    }
    return true
  }
}
