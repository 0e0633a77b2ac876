import Glibc

/// Thin wrappers over the system calls the store uses, reporting failures as errno.
public enum FileIO {
  /// The system's message for an errno value.
  static func message(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }

  /// The whole contents of the regular file at `path`, at most `limit` bytes.
  ///
  /// Opened without blocking (a FIFO would wait for a writer forever) and checked with `fstat`
  /// before a byte is read: anything but a regular file, or a file over the limit, is refused,
  /// so `/dev/zero` or a pipe can never fill memory. Reading stops one byte past the limit, in
  /// case the file grows while it is read.
  ///
  /// `accepts` sees the start of the file as it is read, 64 KiB more each time, until it returns
  /// true; what it throws stops the reading there, so a file that cannot be what the caller
  /// wants is refused from its first bytes, not after reading 2 GiB.
  static func readAll(
    _ path: String, limit: Int = Int.max,
    accepts: (UnsafeBufferPointer<UInt8>) throws(LibraryError) -> Bool = { _ in true }
  ) throws(LibraryError) -> [UInt8] {
    try readWithIdentity(path, limit: limit, accepts: accepts).bytes
  }

  /// `readAll`, with what the file was on disk as it was read (before its first byte).
  static func readWithIdentity(
    _ path: String, limit: Int,
    accepts: (UnsafeBufferPointer<UInt8>) throws(LibraryError) -> Bool
  ) throws(LibraryError) -> (bytes: [UInt8], identity: FileIdentity) {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else { throw LibraryError(path: path, reason: "cannot read: \(message(errno))") }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      throw LibraryError(path: path, reason: "cannot read: \(message(errno))")
    }
    if let kind = FileKind.nonRegular(info.st_mode) {
      throw LibraryError(path: path, reason: "not a regular file (\(kind))")
    }
    let expected = max(Int(info.st_size), 0)
    if expected > limit {
      throw LibraryError(path: path, reason: FileKind.tooLarge(expected, limit: limit))
    }
    // One more byte than the size, so that a file that grew since `fstat` is noticed.
    var failure: Int32 = 0
    var refusal: LibraryError?
    var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, initialized in
      initialized = readChecked(fd, buffer, &failure, &refusal, accepts)
    }
    if let refusal { throw refusal }
    var chunk = [UInt8](repeating: 0, count: bytes.count > expected ? 1 << 16 : 0)
    while failure == 0 && !chunk.isEmpty && bytes.count <= limit {
      let got = chunk.withUnsafeMutableBufferPointer { readFully(fd, $0, &failure) }
      bytes.append(contentsOf: chunk[0..<got])
      if got < chunk.count { break }
    }
    if failure != 0 {
      throw LibraryError(path: path, reason: "cannot read: \(message(failure))")
    }
    if bytes.count > limit {
      throw LibraryError(path: path, reason: FileKind.tooLarge(bytes.count, limit: limit))
    }
    return (bytes, FileIdentity(info))
  }

  /// Fills `buffer` from the file, showing `accepts` the start 64 KiB at a time until it
  /// accepts it, and stopping at once when it refuses; returns the count read.
  private static func readChecked(
    _ fd: Int32, _ buffer: UnsafeMutableBufferPointer<UInt8>, _ failure: inout Int32,
    _ refusal: inout LibraryError?,
    _ accepts: (UnsafeBufferPointer<UInt8>) throws(LibraryError) -> Bool
  ) -> Int {
    var filled = 0
    while failure == 0 {
      let piece = buffer[filled..<min(buffer.count, filled + (1 << 16))]
      let got = readFully(fd, UnsafeMutableBufferPointer(rebasing: piece), &failure)
      filled += got
      do throws(LibraryError) {
        if try accepts(UnsafeBufferPointer(rebasing: buffer[0..<filled])) { break }
      } catch {
        refusal = error
        return filled
      }
      // Undecided: read on, unless the file or the buffer ended.
      if got < piece.count || filled == buffer.count { return filled }
    }
    guard failure == 0, filled < buffer.count else { return filled }
    return filled
      + readFully(fd, UnsafeMutableBufferPointer(rebasing: buffer[filled...]), &failure)
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
  public static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
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

  /// The names in a folder, without `.` and `..`; none when it cannot be read.
  static func names(in directory: String) -> [String] {
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
