import Foundation
import NavStack
import NavStackScript

/// A test folder's keystroke scripts (`Scripts/*.keys`) and their golden screens
/// (`Snapshots/`), each script replayed against the view it names: what a replay suite shares.
///
/// ```swift
/// nonisolated static let folder = ScriptFolder(besides: #filePath)
///
/// @Test("replay", arguments: folder.scripts)
/// func replay(_ name: String) throws {
///   try Self.folder.replay(name, on: #require(Screens.view(for: name)))
/// }
/// ```
public struct ScriptFolder: Sendable {
  /// The folder that holds `Scripts/` and `Snapshots/`.
  public let directory: URL

  /// The folder of the file at `filePath`: pass `#filePath` from the suite's own file.
  public init(besides filePath: String) {
    directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
  }

  /// The scripts' file names, sorted, for a parameterised test: one case a script.
  public var scripts: [String] {
    let names = try? FileManager.default.contentsOfDirectory(
      atPath: directory.appendingPathComponent("Scripts").path)
    return (names ?? []).filter { $0.hasSuffix(".keys") }.sorted()
  }

  /// Replays the script `name` against a fresh window showing `view`, its snapshots compared
  /// with the goldens.
  ///
  /// Throws the replay's message (the script's line and the screen with row numbers) when a
  /// check fails, and throws when snapshots were recorded (`RECORD_SNAPSHOTS`), so that a
  /// recording run never passes.
  @MainActor
  public func replay(_ name: String, on view: some View) throws {
    let result = try ViewSession.replay(
      view, script: directory.appendingPathComponent("Scripts").appendingPathComponent(name).path,
      snapshots: directory.appendingPathComponent("Snapshots").path)
    if let message = result.outcome.failureMessage {
      throw ViewSession.Failure(description: message)
    }
    if !result.snapshotsWritten.isEmpty {
      throw ViewSession.Failure(
        description: "recorded \(result.snapshotsWritten.joined(separator: ", ")); "
          + "look at them, then run again without RECORD_SNAPSHOTS")
    }
  }
}
