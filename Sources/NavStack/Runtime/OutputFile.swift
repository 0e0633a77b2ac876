import FoundationEssentials
import Glibc

/// A file that a run writes line by line: a recorded script or a cast.
///
/// It is created when opened, so a path that cannot be written is refused before the terminal
/// is taken. An existing regular file is emptied only when the caller says it may be replaced;
/// otherwise it is refused and left as it was. Anything else that exists (`/dev/null`, a FIFO)
/// is written to as it is. Lines are written as they come, so a run that is stopped leaves
/// everything up to its last event. A failed write does not stop the run, which is still on
/// screen; the first failure is kept for the caller to report once the terminal is back.
@MainActor
public final class OutputFile {
  /// Why a file could not be opened or written, as one line naming it.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    /// The file, as it was given.
    public var path: String
    /// Why it cannot be written: the system's message, or `it is a directory`.
    public var reason: String
    /// `cannot write PATH: REASON`.
    public var description: String { "cannot write \(path): \(reason)" }
  }

  /// The file written, as it was given.
  public let path: String
  /// The first write that failed, if one did.
  public private(set) var failure: Failure?
  private var descriptor: Int32

  /// Creates the file at `path`; an existing regular file is emptied when `replacing` is
  /// true, and refused (`the file exists`) when it is false.
  public init(path: String, replacing: Bool = true) throws(Failure) {
    self.path = path
    var status = stat()
    let exists = stat(path, &status) == 0
    if exists && status.st_mode & S_IFMT == S_IFDIR {
      throw Failure(path: path, reason: "it is a directory")
    }
    var flags = O_WRONLY | O_CREAT | O_CLOEXEC
    if !exists || status.st_mode & S_IFMT == S_IFREG {
      // O_EXCL: a file made by someone else since the check is refused, not emptied.
      flags |= replacing ? O_TRUNC : O_EXCL
    }
    let opened = open(path, flags, 0o644)
    guard opened >= 0 else {
      let reason = errno == EEXIST ? Self.exists : Self.systemReason()
      throw Failure(path: path, reason: reason)
    }
    descriptor = opened
  }

  /// The reason an existing file is refused when it may not be replaced.
  public static let exists = "the file exists"

  isolated deinit {
    close()
  }

  /// Writes each line followed by a newline.
  public func write(lines: [String]) {
    guard !lines.isEmpty else { return }
    write(lines.map { $0 + "\n" }.joined())
  }

  /// Writes the text as it is; after a failure nothing more is written.
  public func write(_ text: String) {
    guard descriptor >= 0, failure == nil else { return }
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress, buffer.count)
      }
      if written < 0 {
        if errno == EINTR { continue }
        failure = Failure(path: path, reason: Self.systemReason())
        return
      }
      offset += written
    }
  }

  /// Closes the file; a failure to close is kept like a failed write.
  public func close() {
    guard descriptor >= 0 else { return }
    if Glibc.close(descriptor) != 0, failure == nil {
      failure = Failure(path: path, reason: Self.systemReason())
    }
    descriptor = -1
  }

  private static func systemReason() -> String {
    String(cString: strerror(errno))
  }
}
