import Foundation

/// What the app left on disk, read back the way a later start reads it: the library and
/// the state file (SPEC §5).
///
/// Tests look at the files, not only the screen: an edit that shows but is not saved, or a
/// path restored from memory rather than from `state.json`, must not pass.
enum SavedFiles {
  /// An item as the library file holds it.
  struct Item: Equatable, CustomStringConvertible {
    var name: String
    var notes: String

    var description: String { "\(name) (\(notes))" }
  }

  /// The items of each folder of the library at `path`, by folder name.
  static func items(inLibrary path: String) throws -> [String: [Item]] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    var items: [String: [Item]] = [:]
    for folder in root?["folders"] as? [[String: Any]] ?? [] {
      guard let name = folder["name"] as? String else { continue }
      items[name] = (folder["items"] as? [[String: Any]] ?? []).map {
        Item(name: $0["name"] as? String ?? "", notes: $0["notes"] as? String ?? "")
      }
    }
    return items
  }

  /// The item names of each folder of the library at `path`, by folder name.
  static func itemNames(inLibrary path: String) throws -> [String: [String]] {
    try items(inLibrary: path).mapValues { $0.map(\.name) }
  }

  /// The navigation path `state.json` keeps for the next start; nil when there is no file.
  static func lastPath(in workspace: Workspace) -> [String]? {
    guard let object = json(at: "\(workspace.stateFolder)/state.json") else { return nil }
    return object["lastPath"] as? [String] ?? []
  }

  private static func json(at path: String) -> [String: Any]? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }
}
