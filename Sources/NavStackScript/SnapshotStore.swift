import FoundationEssentials
import NavStack

/// The snapshot files of replays: `DIRECTORY/<script name>/<snapshot name>.txt`.
///
/// Each script has its own folder so that two scripts may use the same snapshot names. Files
/// hold `Canvas.snapshot` text: the screen, then its style runs and cursor.
public struct SnapshotStore: Sendable {
  /// The root folder, as given (`--snapshots DIR`).
  public var directory: String

  /// A store whose files live under `directory`.
  public init(directory: String) {
    self.directory = directory
  }

  /// The file of snapshot `name` of the script named `script` (its base name).
  public func path(script: String, name: String) -> String {
    var root = directory
    while root.count > 1 && root.hasSuffix("/") { root.removeLast() }
    return "\(root)/\(script)/\(name).txt"
  }

  /// The recorded text, or nil when there is no such file.
  public func read(script: String, name: String) throws -> String? {
    let file = path(script: script, name: name)
    guard FileManager.default.fileExists(atPath: file) else { return nil }
    let data = try Data(contentsOf: URL(fileURLWithPath: file))
    return String(decoding: data, as: UTF8.self)
  }

  /// Writes the text, creating the folders; the write is atomic so a crash leaves no half file.
  public func write(_ text: String, script: String, name: String) throws {
    let file = URL(fileURLWithPath: path(script: script, name: name))
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file, options: .atomic)
  }
}
