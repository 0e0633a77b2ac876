import Glibc

/// Thin wrappers over the system calls the store uses, reporting failures as errno.
enum FileIO {
  /// The system's message for an errno value.
  static func message(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }

  /// The whole contents of the file at `path`, read with one buffer sized from `fstat`.
  static func readAll(_ path: String) throws(LibraryError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw LibraryError(path: path, reason: "cannot read: \(message(errno))") }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      throw LibraryError(path: path, reason: "cannot read: \(message(errno))")
    }
    if info.st_mode & 0o170000 == 0o040000 {
      throw LibraryError(path: path, reason: "cannot read: \(message(EISDIR))")
    }
    // One more byte than the size, so that a file that grew since `fstat` is noticed.
    let expected = max(Int(info.st_size), 0)
    var failure: Int32 = 0
    var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, initialized in
      initialized = readFully(fd, buffer, &failure)
    }
    var chunk = [UInt8](repeating: 0, count: bytes.count > expected ? 1 << 16 : 0)
    while failure == 0 && !chunk.isEmpty {
      let got = chunk.withUnsafeMutableBufferPointer { readFully(fd, $0, &failure) }
      bytes.append(contentsOf: chunk[0..<got])
      if got < chunk.count { break }
    }
    if failure != 0 {
      throw LibraryError(path: path, reason: "cannot read: \(message(failure))")
    }
    return bytes
  }

  /// Reads until `buffer` is full or the file ends; returns the count read.
  private static func readFully(
    _ fd: Int32, _ buffer: UnsafeMutableBufferPointer<UInt8>, _ failure: inout Int32
  ) -> Int {
    guard let base = buffer.baseAddress else { return 0 }
    var filled = 0
    while filled < buffer.count {
      let result = read(fd, base + filled, buffer.count - filled)
      if result < 0 {
        if errno == EINTR { continue }
        failure = errno
        break
      }
      if result == 0 { break }
      filled += result
    }
    return filled
  }

  /// Writes all of `bytes`, retrying short writes; returns 0 or an errno value.
  static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
    guard var base = bytes.baseAddress else { return 0 }
    var remaining = bytes.count
    while remaining > 0 {
      let written = write(fd, base, min(remaining, 1 << 30))
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      if written == 0 { return EIO }
      base += written
      remaining -= written
    }
    return 0
  }
}
