import Glibc

/// Replaces a file so that it holds either its old or its new contents, never a mix.
///
/// The new contents go to a temporary file in the same folder (a rename is atomic only within
/// one file system), flushed to disk before it is renamed over the target; the folder is flushed
/// after, so the rename itself survives a power cut. Any failure removes the temporary file and
/// leaves the target as it was. A symbolic link is followed, so the file it names is replaced.
struct AtomicFile {
  /// The path as the caller gave it, for messages.
  let path: String
  /// When set, writing fails with this errno after the first chunk, as a full disk would.
  var simulatedWriteError: Int32?

  init(path: String) {
    self.path = path
  }

  func replace(with chunks: [ChunkedOutput.Chunk], source: [UInt8]) throws(LibraryError) {
    let temporary = try writeTemporary(chunks, source: source)
    try commit(temporary)
  }

  /// Writes and flushes the temporary file beside the target; returns its path.
  func writeTemporary(
    _ chunks: [ChunkedOutput.Chunk], source: [UInt8]
  ) throws(LibraryError) -> String {
    let target = resolvedTarget
    let (directory, name) = Self.split(target)
    let suffix = String(UInt32.random(in: .min ... .max), radix: 16)
    let temporary = "\(directory)/.\(name).tmp-\(getpid())-\(suffix)"
    var existing = stat()
    let mode: mode_t? = stat(target, &existing) == 0 ? existing.st_mode & 0o7777 : nil
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode ?? 0o644)
    guard fd >= 0 else { throw failure("creating a temporary file", errno) }
    var code: Int32 = 0
    var stage = "writing"
    for chunk in chunks where code == 0 {
      switch chunk {
      case .source(let range):
        code = source.withUnsafeBytes {
          FileIO.writeAll(fd, UnsafeRawBufferPointer(rebasing: $0[range]))
        }
      case .bytes(let bytes):
        code = bytes.withUnsafeBytes { FileIO.writeAll(fd, $0) }
      }
      if code == 0, let simulated = simulatedWriteError { code = simulated }
    }
    if code == 0, let mode, fchmod(fd, mode) != 0 {
      (code, stage) = (errno, "setting permissions")
    }
    if code == 0 && fsync(fd) != 0 { (code, stage) = (errno, "flushing to disk") }
    if close(fd) != 0 && code == 0 { (code, stage) = (errno, "closing") }
    guard code == 0 else {
      unlink(temporary)
      throw failure(stage, code)
    }
    return temporary
  }

  /// Renames the temporary file over the target and flushes the folder.
  func commit(_ temporary: String) throws(LibraryError) {
    let target = resolvedTarget
    guard rename(temporary, target) == 0 else {
      let code = errno
      unlink(temporary)
      throw failure("replacing the file", code)
    }
    // The new contents are in place; flushing the folder only makes the rename durable sooner.
    let folder = open(Self.split(target).directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folder >= 0 {
      fsync(folder)
      close(folder)
    }
  }

  private func failure(_ stage: String, _ code: Int32) -> LibraryError {
    LibraryError(path: path, reason: "cannot save (\(stage)): \(FileIO.message(code))")
  }

  /// The path with a symbolic link resolved, so the link's file is replaced, not the link.
  private var resolvedTarget: String {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & 0o170000 == 0o120000,
      let resolved = realpath(path, nil)
    else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The folder and the name of a path.
  static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let directory = String(path[..<slash])
    return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
  }
}
