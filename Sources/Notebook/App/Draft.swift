import Foundation
import NavStack
import NotebookStore

/// Edits that were on screen when the app was stopped by SIGTERM or SIGHUP, kept in
/// `$XDG_STATE_HOME/navstack/draft.json` so the next start can offer them back.
public struct Draft: Codable, Equatable, Sendable {
  public var folderID: String
  /// The edited item's id; nil for a New Item that was never saved.
  public var itemID: String?
  public var name: String
  public var notes: String
  public var done: Bool

  static func url(in directory: String) -> URL {
    URL(fileURLWithPath: directory).appendingPathComponent("draft.json")
  }

  /// The draft left by the last run, if any.
  public static func load(from directory: String) -> Draft? {
    guard let data = try? Data(contentsOf: url(in: directory)) else { return nil }
    return try? JSONDecoder().decode(Draft.self, from: data)
  }

  public func save(to directory: String) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try JSONEncoder().encode(self).write(to: Draft.url(in: directory), options: .atomic)
  }

  public static func remove(from directory: String) {
    try? FileManager.default.removeItem(at: url(in: directory))
  }

  /// The unsaved edits of the window's item editor, if it has any.
  @MainActor
  public static func capture(from window: Window) -> Draft? {
    for screen in window.allScreens.reversed() {
      guard let editor = screen as? ItemEditorScreen, editor.hasUnsavedChanges,
        let folderID = editor.folderID
      else { continue }
      return Draft(
        folderID: folderID, itemID: editor.mode == .existing ? editor.draft.id : nil,
        name: editor.draft.name, notes: editor.draft.notes, done: editor.draft.done)
    }
    return nil
  }
}
