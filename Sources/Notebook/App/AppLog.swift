import Foundation

/// The app's log, `$XDG_STATE_HOME/navstack/navstack.log`: what it did to files on its own.
///
/// The terminal is no place for it (the screen is redrawn at once), and nothing the app removes
/// or changes unasked should go unrecorded. Each line is stamped with the time in UTC.
enum AppLog {
  /// Appends the lines, creating the file and its folder; a log that cannot be written is
  /// skipped, since it must never stop the app.
  static func append(_ lines: [String], to path: String) {
    guard !lines.isEmpty else { return }
    let folder = (path as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let stamp = ISO8601DateFormatter().string(from: Date())
    let text = lines.map { "\(stamp) \($0)\n" }.joined()
    if !FileManager.default.fileExists(atPath: path) {
      _ = FileManager.default.createFile(atPath: path, contents: nil)
    }
    guard let handle = FileHandle(forWritingAtPath: path) else { return }
    defer { try? handle.close() }
    _ = try? handle.seekToEnd()
    try? handle.write(contentsOf: Data(text.utf8))
  }
}
