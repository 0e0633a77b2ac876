import Glibc

/// A killed save's temporary file that holds a complete, valid library newer than the library
/// file: the last edit before the kill, which only this file still has.
///
/// Found at start (see `LibraryStore.cleanLeftoverTemporaries`); the app offers it, and then
/// either renames it into place (`LibraryStore.recover`) or removes it (`discard`).
public struct RecoverableSave: Equatable, Sendable {
  /// The temporary file.
  public let path: String
  /// The process whose save it was.
  public let pid: Int32
  /// When it was written, in seconds since 1970.
  public let modified: Int

  /// Removes the file; the line for the log.
  public func discard() -> String {
    var info = stat()
    let size = stat(path, &info) == 0 ? Int(info.st_size) : 0
    return LeftoverTemporaries.remove(path, size: size, pid: pid)
  }
}
