import Foundation

/// What the app remembers between runs: whether the tour was done, and where the user was.
///
/// Kept in `$XDG_STATE_HOME/navstack/state.json`, apart from the library: losing it costs a
/// tour and a position, never data. An unreadable file counts as a first run.
public struct AppState: Codable, Equatable, Sendable {
  public var onboardingDone = false
  /// The titles of the pushed path below the root: `["Work", "Quarterly plan"]`.
  public var lastPath: [String] = []

  public init(onboardingDone: Bool = false, lastPath: [String] = []) {
    self.onboardingDone = onboardingDone
    self.lastPath = lastPath
  }

  /// The state in `directory`, or a fresh one when there is none or it cannot be read.
  public static func load(from directory: String) -> AppState {
    let url = URL(fileURLWithPath: directory).appendingPathComponent("state.json")
    guard let data = try? Data(contentsOf: url),
      let state = try? JSONDecoder().decode(AppState.self, from: data)
    else { return AppState() }
    return state
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
