import FoundationEssentials
import Glibc
import NotebookStore

/// The app's log, `$XDG_STATE_HOME/navstack/navstack.log`: what it did to files on its own.
///
/// The terminal is no place for it (the screen is redrawn at once), and nothing the app removes
/// or changes unasked should go unrecorded. Each line is stamped with the time in UTC.
enum AppLog {
  /// Appends the lines, creating the file and its folder; a log that cannot be written is
  /// skipped, since it must never stop the app.
  static func append(_ lines: [String], to path: String) {
    guard !lines.isEmpty else { return }
    try? FileManager.default.createDirectory(
      atPath: parentFolder(of: path), withIntermediateDirectories: true)
    let stamp = LogTimestamp.text(Date())
    let text = lines.map { "\(stamp) \($0)\n" }.joined()
    // O_APPEND: every write lands at the end, even with another process appending too.
    let file = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o666)
    guard file >= 0 else { return }
    defer { close(file) }
    _ = Array(text.utf8).withUnsafeBytes { FileIO.writeAll(file, $0) }
  }
}
