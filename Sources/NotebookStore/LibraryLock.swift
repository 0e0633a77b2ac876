import Glibc

/// Advisory lock so a second instance on the same library says it is in use.
///
/// An exclusive `flock` on `PATH.lock` beside the library, holding the owner's process id so the
/// refusal can name it. If no lock file can be made there (a read-only folder) the library file
/// itself is locked instead. The kernel drops the lock with the process, so a crash never leaves
/// it stale; the lock file itself stays, harmlessly.
public final class LibraryLock {
  private var fd: Int32

  private init(fd: Int32) {
    self.fd = fd
  }

  deinit {
    release()
  }

  /// Locks the library at `path`, or throws naming the process that holds it.
  public static func acquire(for path: String) throws(LibraryError) -> LibraryLock {
    // Two names for one file (a symbolic link, `./x` and `x`) must share one lock.
    let lockPath = canonicalPath(path) + ".lock"
    var fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    let code = errno
    let writable = fd >= 0
    // An existing lock file we may not write still locks; failing that, the library itself.
    if fd < 0 { fd = open(lockPath, O_RDONLY | O_CLOEXEC) }
    let isLockFile = fd >= 0
    if fd < 0 { fd = open(path, O_RDONLY | O_CLOEXEC) }
    guard fd >= 0 else {
      throw LibraryError(path: path, reason: "cannot lock: \(FileIO.message(code))")
    }
    guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
      let code = errno
      let owner = isLockFile ? readOwner(fd) : nil
      close(fd)
      guard code == EWOULDBLOCK else {
        throw LibraryError(path: path, reason: "cannot lock: \(FileIO.message(code))")
      }
      let pid = owner.map { " (pid \($0))" } ?? ""
      throw LibraryError(path: path, reason: "in use by another navstack\(pid)")
    }
    if writable {
      let text = Array("\(getpid())\n".utf8)
      if ftruncate(fd, 0) == 0 {
        _ = text.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
      }
    }
    return LibraryLock(fd: fd)
  }

  /// Gives the lock up; further calls do nothing.
  public func release() {
    guard fd >= 0 else { return }
    flock(fd, LOCK_UN)
    close(fd)
    fd = -1
  }

  /// The process id written in a lock file, if it holds one.
  private static func readOwner(_ fd: Int32) -> Int? {
    var buffer = [UInt8](repeating: 0, count: 32)
    let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { return nil }
    let text = String(decoding: buffer[0..<count], as: UTF8.self)
    guard let pid = Int(text.prefix { $0 != "\n" }), pid > 0 else { return nil }
    return pid
  }

  /// The path with symbolic links and `.`/`..` resolved; the path itself when it cannot be.
  static func canonicalPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
