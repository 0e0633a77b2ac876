import Glibc

/// Finds the temporary files of saves that never finished, and removes them.
///
/// A save killed before its rename (`kill -9`, a power cut) leaves its temporary file beside the
/// library, as large as the library; nothing else would ever remove it. Each temporary is locked
/// by its writer for as long as it exists, and the kernel drops that lock when the writer dies,
/// so a temporary whose lock can be taken is one nobody is writing: that test, unlike a process
/// id, cannot be fooled by a reused id.
enum LeftoverTemporaries {
  /// Removes the leftover temporaries of the library at `path`; one line for each removal.
  static func remove(besides path: String) -> [String] {
    let (directory, name) = AtomicFile.split(AtomicFile(path: path).resolvedTarget)
    var lines: [String] = []
    for entry in names(in: directory) {
      guard let pid = TemporaryName.owner(of: entry, for: name) else { continue }
      let full = "\(directory)/\(entry)"
      let fd = open(full, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
      guard fd >= 0 else { continue }
      defer { close(fd) }
      var info = stat()
      guard fstat(fd, &info) == 0, FileKind.nonRegular(info.st_mode) == nil,
        flock(fd, LOCK_EX | LOCK_NB) == 0
      else { continue }
      if unlink(full) == 0 {
        lines.append(
          "removed \(full) (\(info.st_size) bytes), left by an unfinished save of process \(pid)")
      } else {
        lines.append("cannot remove \(full): \(FileIO.message(errno))")
      }
    }
    return lines
  }

  /// The names in a folder, without `.` and `..`; none when it cannot be read.
  private static func names(in directory: String) -> [String] {
    guard let folder = opendir(directory) else { return [] }
    defer { closedir(folder) }
    var result: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { result.append(name) }
    }
    return result
  }
}
