import Foundation
import NavStack
import NavStackScript
import Notebook
import NotebookStore

/// Builds the app on a library in memory and drives it, for every Notebook test.
@MainActor
enum AppHarness {
  /// The bundled sample library, parsed fresh.
  static func sampleModel() throws -> NotebookModel {
    let library = try LibraryStore.parse(
      Array(EmbeddedResources.sampleLibrary.utf8), path: "sample-library.json")
    return NotebookModel(library: library, path: nil)
  }

  /// Replays `script` headless against a fresh app over `model` (the sample when nil).
  static func replay(
    _ script: KeyScript, snapshots: String, update: Bool, model: NotebookModel? = nil
  ) throws -> ReplayResult {
    let window = NotebookApp.makeWindow(
      model: try model ?? sampleModel(), firstRun: script.settings.firstRun)
    let terminal = HeadlessTerminal(size: script.settings.size ?? .standard)
    let replayer = Replayer(
      script: script,
      options: Replayer.Options(snapshotsDirectory: snapshots, updateSnapshots: update))
    return replayer.run(app: window, terminal: terminal)
  }

  /// A window over the sample and a terminal, for tests that press keys themselves.
  static func window(openPath: String? = nil) throws -> NotebookWindow {
    NotebookApp.makeWindow(model: try sampleModel(), openPath: openPath)
  }

  /// Sends keys to a window, one event each.
  static func press(_ window: NotebookWindow, _ keys: Key...) {
    for key in keys { window.handle(.key(key)) }
  }

  /// Types text into a window, one key per character.
  static func type(_ window: NotebookWindow, _ text: String) {
    for character in text { window.handle(.key(.character(character))) }
  }

  /// The window's screen at the standard size, as text.
  static func screen(_ window: NotebookWindow) -> String {
    window.render(size: .standard).text
  }
}
