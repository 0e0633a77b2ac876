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

  /// The navigation path `state.json` keeps for the next start, as names; nil when there is
  /// no file.
  ///
  /// The file keeps ids per library (by real path); they are turned into names with the
  /// library they belong to, the only one a test runs on.
  static func lastPath(in workspace: Workspace) -> [String]? {
    guard let object = json(at: "\(workspace.stateFolder)/state.json") else { return nil }
    let paths = object["lastPaths"] as? [String: [String]] ?? [:]
    guard let (library, ids) = paths.first,
      let root = json(at: library), let folders = root["folders"] as? [[String: Any]],
      let folder = folders.first(where: { $0["id"] as? String == ids.first })
    else { return [] }
    var names = [folder["name"] as? String ?? ""]
    let items = folder["items"] as? [[String: Any]] ?? []
    if ids.count > 1, let item = items.first(where: { $0["id"] as? String == ids[1] }) {
      names.append(item["name"] as? String ?? "")
    }
    return names
  }

  /// The one draft file the app keeps (`draft-HASH.json`, per library), if any.
  static func draft(in workspace: Workspace) -> String? {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: workspace.stateFolder)) ?? []
    guard let name = names.first(where: { $0.hasPrefix("draft-") && $0.hasSuffix(".json") })
    else { return nil }
    return workspace.read("state/navstack/\(name)")
  }

  private static func json(at path: String) -> [String: Any]? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }
}
