import Glibc

/// Replaces a file so that it holds either its old or its new contents, never a mix.
///
/// The new contents go to a temporary file in the same folder (a rename is atomic only within
/// one file system), flushed to disk before it is renamed over the target; the folder is flushed
/// after, so the rename itself survives a power cut. Any failure removes the temporary file and
/// leaves the target as it was. A symbolic link is followed, so the file it names is replaced.
///
/// The new file gets the old one's owner, group, mode and extended attributes; a file whose
/// permissions forbid the replacement (see `WriteAccess`) is refused before anything is written.
/// The temporary file is locked (`flock`) while it exists, so a later start can tell one left
/// by a killed save from one still being written (see `LeftoverTemporaries`).
struct AtomicFile {
  /// The path as the caller gave it, for messages.
  let path: String
  /// When set, writing fails with this errno after the first chunk, as a full disk would.
  var simulatedWriteError: Int32?

  init(path: String) {
    self.path = path
  }

  /// A written, flushed temporary file, still open and locked until it is committed.
  struct Temporary {
    let path: String
    let fd: Int32
  }

  /// Writes the file; returns what it is on disk then, read from the new file itself, so that
  /// a program writing right after the rename is not taken for this save.
  @discardableResult
  func replace(with chunks: [ChunkedOutput.Chunk], source: [UInt8]) throws(LibraryError)
    -> FileIdentity?
  {
    if let reason = WriteAccess.refusal(for: resolvedTarget, checkingFolder: false) {
      throw LibraryError(path: path, reason: "cannot save: \(reason)")
    }
    let temporary = try writeTemporary(chunks, source: source)
    let identity = FileIdentity.of(descriptor: temporary.fd)
    try commit(temporary)
    return identity
  }

  /// Writes and flushes the temporary file beside the target, with the target's ownership.
  func writeTemporary(
    _ chunks: [ChunkedOutput.Chunk], source: [UInt8]
  ) throws(LibraryError) -> Temporary {
    let target = resolvedTarget
    let (directory, name) = Self.split(target)
    let temporary = "\(directory)/\(TemporaryName.make(for: name))"
    var existing = stat()
    let old: stat? = stat(target, &existing) == 0 ? existing : nil
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw failure("creating a temporary file", errno) }
    flock(fd, LOCK_EX)
    var (code, stage) = write(chunks, source: source, to: fd)
    if code == 0 { (code, stage) = adopt(old, of: target, into: fd) }
    guard code == 0 else {
      unlink(temporary)
      close(fd)
      throw failure(stage, code)
    }
    return Temporary(path: temporary, fd: fd)
  }

  /// Gives the written file `fd` the owner, group, attributes and mode of the file it replaces
  /// (`old`, the status of `target`; a new file's mode is 0644 less the umask), then flushes
  /// it; 0, or the errno value and the stage that failed.
  func adopt(_ old: stat?, of target: String, into fd: Int32) -> (Int32, String) {
    if let old {
      let code = FileOwnership.copy(from: old, target: target, to: fd)
      if code != 0 { return (code, "keeping the owner") }
    }
    let mode = old.map { $0.st_mode & 0o7777 } ?? 0o644 & ~Self.umask
    if fchmod(fd, mode) != 0 { return (errno, "setting permissions") }
    if fsync(fd) != 0 { return (errno, "flushing to disk") }
    return (0, "")
  }

  private func write(
    _ chunks: [ChunkedOutput.Chunk], source: [UInt8], to fd: Int32
  ) -> (Int32, String) {
    var code: Int32 = 0
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
    return (code, "writing")
  }

  /// Renames the temporary file over the target and flushes the folder; the lock goes last.
  func commit(_ temporary: Temporary) throws(LibraryError) {
    defer { close(temporary.fd) }
    let target = resolvedTarget
    guard rename(temporary.path, target) == 0 else {
      let code = errno
      unlink(temporary.path)
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
  var resolvedTarget: String {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & 0o170000 == 0o120000,
      let resolved = realpath(path, nil)
    else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The process's file creation mask, read without changing it for good.
  private static var umask: mode_t {
    let mask = Glibc.umask(0o022)
    _ = Glibc.umask(mask)
    return mask
  }

  /// The folder and the name of a path.
  static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let directory = String(path[..<slash])
    return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
  }
}
