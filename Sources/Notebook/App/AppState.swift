import FoundationEssentials

/// What the app remembers between runs: whether the tour was done, and where the user was in
/// each library.
///
/// Kept in `$XDG_STATE_HOME/navstack/state.json`, apart from the library: losing it costs a
/// tour and a position, never data. An unreadable file counts as a first run. The last path is
/// kept per library (by its real path, see `LibraryKey`) and by ids, not names: names repeat and
/// change, and another library may have a folder of the same name.
public struct AppState: Codable, Equatable, Sendable {
  /// Whether the tour was done or skipped, so it is not shown again.
  public var onboardingDone = false
  /// Each library's last path below the root, by real path: the folder's id, then the item's.
  public var lastPaths: [String: [String]] = [:]

  /// A state with these values; a fresh one by default (a first run).
  public init(onboardingDone: Bool = false, lastPaths: [String: [String]] = [:]) {
    self.onboardingDone = onboardingDone
    self.lastPaths = lastPaths
  }

  /// Reads what it knows and ignores the rest, such as the name-based `lastPath` of old files.
  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    onboardingDone = try container.decodeIfPresent(Bool.self, forKey: .onboardingDone) ?? false
    lastPaths = (try? container.decodeIfPresent([String: [String]].self, forKey: .lastPaths)) ?? [:]
  }

  /// The ids of the last path in this library; empty when none was kept.
  public func lastPath(for library: LibraryKey) -> [String] {
    lastPaths[library.realPath] ?? []
  }

  /// Keeps the ids of the path shown in this library.
  public mutating func setLastPath(_ ids: [String], for library: LibraryKey) {
    lastPaths[library.realPath] = ids.isEmpty ? nil : ids
  }

  /// The state in `directory`, or a fresh one when there is none or it cannot be read.
  public static func load(from directory: String) -> AppState {
    let url = URL(fileURLWithPath: directory).appendingPathComponent("state.json")
    guard let data = try? Data(contentsOf: url),
      let state = try? JSONDecoder().decode(AppState.self, from: data)
    else { return AppState() }
    return state
  }

  /// Changes the state on disk as it is now: another run, on another library, may have saved
  /// its own last path since this one started.
  public static func update(in directory: String, _ change: (inout AppState) -> Void) {
    var state = load(from: directory)
    change(&state)
    state.save(to: directory)
  }

  /// Writes the state atomically, creating the folder; failures are returned, not thrown,
  /// since losing this file must never stop the app.
  @discardableResult
  public func save(to directory: String) -> Error? {
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      try encoder.encode(self).write(
        to: URL(fileURLWithPath: directory).appendingPathComponent("state.json"),
        options: .atomic)
      return nil
    } catch {
      return error
    }
  }
}
