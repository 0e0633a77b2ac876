import CNcurses
import Glibc

/// Standard output and error sent to a file while the screen is taken, so that a `print` from
/// a view never lands in the middle of the drawn screen.
///
/// Each descriptor captured is pointed (`dup2`) at one unlinked temporary file; ncurses keeps
/// drawing through its own duplicate of the terminal. A file rather than a pipe: a write never
/// blocks, however much is printed before the run loop reads it on its thread. Reads go on from
/// where the last one stopped. Releasing puts the descriptors back and writes everything
/// captured to the first of them, so nothing printed is lost; the C shim does the same on
/// `exit()` and on a crash, so a crash's message still reaches the terminal.
final class OutputCapture {
  private let file: Int32
  /// The descriptors captured and copies of where they wrote before, two each, -1 for none.
  private let targets: [Int32]
  private let saved: [Int32]
  private var offset: off_t = 0
  private var isReleased = false

  /// Sends `descriptors` (one or two) to a new temporary file; nil, leaving them as they are,
  /// when there are none or no file can be made.
  init?(redirecting descriptors: [Int32], directory: String = OutputCapture.directory) {
    precondition(descriptors.count <= 2, "the shim keeps two descriptors at most")
    guard !descriptors.isEmpty,
      let file = Self.makeFile(in: directory) ?? Self.makeFile(in: "/tmp")
    else { return nil }
    // What is still buffered was printed before the capture: it goes where it was going.
    fflush(nil)
    var saved: [Int32] = []
    for descriptor in descriptors {
      let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
      guard copy >= 0 else {
        saved.forEach { _ = Glibc.close($0) }
        Glibc.close(file)
        return nil
      }
      saved.append(copy)
    }
    // The shim remembers the capture first, so that exit or a crash from here on undoes it.
    let targets = descriptors + [-1, -1]
    let copies = saved + [-1, -1]
    cnc_set_capture(file, targets[0], copies[0], targets[1], copies[1])
    for descriptor in descriptors { dup2(file, descriptor) }
    if descriptors.contains(STDOUT_FILENO) { cnc_line_buffer_stdout() }
    self.file = file
    self.targets = targets
    self.saved = copies
  }

  deinit {
    _ = release()
  }

  /// The standard descriptors that would write onto the screen: each of standard output and
  /// error that is a terminal, when ncurses draws on a terminal.
  ///
  /// One redirected to a file or a pipe cannot reach the screen, so it is left alone.
  static func descriptors(drawingOn output: Int32) -> [Int32] {
    guard isatty(output) == 1 else { return [] }
    return [STDOUT_FILENO, STDERR_FILENO].filter { isatty($0) == 1 }
  }

  /// `TMPDIR` when set, else `/tmp` (also the fallback when `TMPDIR` cannot be written).
  static var directory: String {
    guard let value = getenv("TMPDIR"), value.pointee != 0 else { return "/tmp" }
    return String(cString: value)
  }

  /// Whether anything was written since the last read; flushes standard output first.
  var hasUnread: Bool { unreadCount > 0 }

  /// What was written since the last read.
  ///
  /// Standard output is flushed first, so a `print` still in its buffer is read too. Nothing
  /// is allocated when nothing came, since the run loop asks every frame.
  func read() -> [UInt8] {
    let unread = unreadCount
    guard unread > 0 else { return [] }
    var bytes = [UInt8](repeating: 0, count: unread)
    var filled = 0
    while filled < unread {
      let count = bytes.withUnsafeMutableBytes { buffer in
        buffer.baseAddress.map { pread(file, $0 + filled, unread - filled, offset) } ?? 0
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      offset += off_t(count)
      filled += count
    }
    return Array(bytes[0..<filled])
  }

  /// How many bytes were written and not read yet, after flushing standard output.
  private var unreadCount: Int {
    guard !isReleased else { return 0 }
    cnc_flush_stdout()
    var status = stat()
    guard fstat(file, &status) == 0 else { return 0 }
    return max(0, Int(status.st_size - offset))
  }

  /// Puts the descriptors back and writes everything captured to the first of them.
  ///
  /// Returns what was left unread; a second call does nothing and returns nothing.
  func release() -> [UInt8] {
    guard !isReleased else { return [] }
    let rest = read()
    isReleased = true
    cnc_forget_capture(file)
    cnc_end_capture(file, targets[0], saved[0], targets[1], saved[1])
    return rest
  }

  /// An unlinked temporary file for appending, closed on exec; nil when none can be made.
  private static func makeFile(in directory: String) -> Int32? {
    var template = Array("\(directory)/navstack-output-XXXXXX".utf8CString)
    let file = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard file >= 0 else { return nil }
    template.withUnsafeBufferPointer { buffer in _ = buffer.baseAddress.map { unlink($0) } }
    guard fcntl(file, F_SETFL, O_APPEND) == 0, fcntl(file, F_SETFD, FD_CLOEXEC) == 0 else {
      Glibc.close(file)
      return nil
    }
    return file
  }
}
