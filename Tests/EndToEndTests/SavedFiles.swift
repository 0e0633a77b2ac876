import Foundation

/// What the app left on disk, read back the way a later start reads it: the library, the
/// state file and the draft (SPEC §5, §9).
///
/// Tests look at the files, not only the screen: an edit that shows but is not saved, or a
/// path restored from memory rather than from `state.json`, must not pass.
enum SavedFiles {
  /// The item names of each folder of the library at `path`, by folder name.
  static func itemNames(inLibrary path: String) throws -> [String: [String]] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    var names: [String: [String]] = [:]
    for folder in root?["folders"] as? [[String: Any]] ?? [] {
      guard let name = folder["name"] as? String else { continue }
      let items = folder["items"] as? [[String: Any]] ?? []
      names[name] = items.compactMap { $0["name"] as? String }
    }
    return names
  }

  /// The navigation path `state.json` keeps for the next start; nil when there is no file.
  static func lastPath(in workspace: Workspace) -> [String]? {
    guard let object = json(at: "\(workspace.stateFolder)/state.json") else { return nil }
    return object["lastPath"] as? [String] ?? []
  }

  /// The draft a stopped edit left, as its JSON object; nil when there is none.
  static func draft(in workspace: Workspace) -> [String: Any]? {
    json(at: "\(workspace.stateFolder)/draft.json")
  }

  /// The bytes of a file, to show that a run left it exactly as it was.
  static func bytes(at path: String) -> Data? {
    FileManager.default.contents(atPath: path)
  }

  private static func json(at path: String) -> [String: Any]? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }
}
