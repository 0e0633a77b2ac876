import Glibc

/// Finds the temporary files of saves that never finished, and removes them, or keeps the one
/// that holds a newer library than the file, for the user to recover.
///
/// A save killed before its rename (`kill -9`, a crash) leaves its temporary file beside the
/// library, as large as the library; nothing else would ever remove it. Each temporary is locked
/// by its writer for as long as it exists, and the kernel drops that lock when the writer dies,
/// so a temporary whose lock can be taken is one nobody is writing: that test, unlike a process
/// id, cannot be fooled by a reused id. A killed save may have written its file completely (it
/// died flushing it, or before the rename): that file is a valid library with the last edit,
/// which the file on disk lacks, and is kept as a `RecoverableSave` when asked.
enum LeftoverTemporaries {
  /// Removes the leftover temporaries of the library at `path`; one line for each removal.
  ///
  /// With `keepingRecoverable`, the newest one that is a complete valid library, written after
  /// the library file and different from it, is kept and returned instead of removed.
  static func clean(
    besides path: String, keepingRecoverable: Bool
  ) -> (lines: [String], recoverable: RecoverableSave?) {
    let target = AtomicFile(path: path).resolvedTarget
    let (directory, name) = AtomicFile.split(target)
    var library = stat()
    let libraryTime = stat(target, &library) == 0 ? library.st_mtim : nil
    var stale: [(path: String, pid: Int32, info: stat)] = []
    for entry in FileIO.names(in: directory) {
      guard let pid = TemporaryName.owner(of: entry, for: name) else { continue }
      let full = "\(directory)/\(entry)"
      if let info = abandoned(full) { stale.append((full, pid, info)) }
    }
    var recoverable: RecoverableSave?
    if keepingRecoverable, let libraryTime {
      let newest = stale.filter { isNewer($0.info.st_mtim, than: libraryTime) }
        .max { !isNewer($0.info.st_mtim, than: $1.info.st_mtim) }
      if let newest, isRecoverable(newest.path, comparedWith: target) {
        recoverable = RecoverableSave(
          path: newest.path, pid: newest.pid, modified: Int(newest.info.st_mtim.tv_sec))
      }
    }
    var lines: [String] = []
    for file in stale where file.path != recoverable?.path {
      lines.append(remove(file.path, size: Int(file.info.st_size), pid: file.pid))
    }
    return (lines, recoverable)
  }

  /// Removes one leftover; the line that says so, or why it could not be removed.
  static func remove(_ path: String, size: Int, pid: Int32) -> String {
    guard unlink(path) == 0 else { return "cannot remove \(path): \(FileIO.message(errno))" }
    return "removed \(path) (\(size) bytes), left by an unfinished save of process \(pid)"
  }

  /// The file's status when it is a regular file nobody holds the lock of; nil otherwise.
  private static func abandoned(_ path: String) -> stat? {
    let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, FileKind.nonRegular(info.st_mode) == nil,
      flock(fd, LOCK_EX | LOCK_NB) == 0
    else { return nil }
    return info
  }

  /// Whether a leftover is a whole valid library that differs from the library file.
  private static func isRecoverable(_ path: String, comparedWith target: String) -> Bool {
    guard let bytes = try? FileIO.readAll(path, limit: LibraryStore.maxSize),
      (try? LibraryStore.parse(bytes, path: path)) != nil
    else { return false }
    return (try? FileIO.readAll(target, limit: LibraryStore.maxSize)) != bytes
  }

  private static func isNewer(_ time: timespec, than other: timespec) -> Bool {
    (time.tv_sec, time.tv_nsec) > (other.tv_sec, other.tv_nsec)
  }
}
