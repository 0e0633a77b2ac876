import Glibc

/// The text of the script `--replay` names, or the one line that says why it cannot be read.
///
/// `-` reads standard input, so a script can be piped in (`make-script | navstack --replay -
/// --headless`); so do `/dev/stdin` and `<(make-script)`, whose pipes are read for as long as
/// their writer takes. A path is opened without blocking: a named FIFO that no program writes
/// to is waited on for `fifoWait`, then refused, rather than hanging the start forever. Directories, text
/// that is not UTF-8 and files larger than `maximumBytes` are refused with their reason.
public enum ScriptSource {
  /// What `--replay` reads in place of a file.
  public static let standardInput = "-"
  /// How messages and the script's snapshots name a script read from standard input.
  public static let standardInputName = "stdin"
  /// The largest script read, in bytes: far beyond any real script, and it stops a device
  /// such as `/dev/zero` from filling memory.
  public static let maximumBytes = 64 << 20
  /// How long a FIFO with no writer is waited on before it is refused.
  public static let fifoWait: Duration = .seconds(3)

  /// A script read: its text, and the name its messages use.
  public struct Script: Equatable, Sendable {
    /// The script's text.
    public var text: String
    /// The path as given, or `stdin` for `-`.
    public var name: String
  }

  /// Why a script could not be read, as the one line the app prints.
  public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path as given (`-` for standard input).
    public var path: String
    /// Why it cannot be read, such as `it is a directory`.
    public var reason: String

    /// `PATH: cannot read the script: REASON`; the runner puts the program's name first.
    public var description: String {
      let shown = path == ScriptSource.standardInput ? "standard input" : path
      return "\(shown): cannot read the script: \(reason)"
    }
  }

  /// Where a script's snapshots live when `--snapshots` does not say: `Snapshots/` in the
  /// script's folder, or in the current folder for standard input.
  public static func snapshotsDirectory(beside path: String) -> String {
    guard path != standardInput, let slash = path.lastIndex(of: "/") else { return "Snapshots" }
    return path[...slash] + "Snapshots"
  }

  /// Reads the script at `path`, or standard input for `-`.
  public static func read(_ path: String) -> Result<Script, Failure> {
    let name = path == standardInput ? standardInputName : path
    let bytes: [UInt8]
    do throws(Failure) {
      bytes = path == standardInput ? try readAll(fd: 0, path: path) : try readFile(path)
    } catch {
      return .failure(error)
    }
    switch decode(bytes) {
    case .success(let text): return .success(Script(text: text, name: name))
    case .failure(let reason): return .failure(Failure(path: path, reason: reason.message))
    }
  }

  /// Opens `path` without blocking, checks what it is, and reads it to its end.
  private static func readFile(_ path: String) throws(Failure) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else { throw Failure(path: path, reason: errorText(errno)) }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0 else { throw Failure(path: path, reason: errorText(errno)) }
    switch status.st_mode & S_IFMT {
    case S_IFDIR:
      throw Failure(path: path, reason: "it is a directory")
    case S_IFREG:
      if Int(status.st_size) > maximumBytes {
        throw Failure(path: path, reason: tooLarge)
      }
    case S_IFIFO where !isAnonymousPipe(fd):
      try waitForWriter(fd, path: path)
    default:
      break
    }
    // Whatever it is, it is read to its end now: a pipe's writer decides when that is.
    let flags = fcntl(fd, F_GETFL)
    if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
    return try readAll(fd: fd, path: path)
  }

  /// Returns once a FIFO has data or an end to read; throws when nothing writes to it in time.
  private static func waitForWriter(_ fd: Int32, path: String) throws(Failure) {
    let (seconds, attoseconds) = fifoWait.components
    let milliseconds = Int32(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    var ready: Int32
    repeat {
      ready = poll(&poller, 1, milliseconds)
    } while ready < 0 && errno == EINTR
    if ready < 0 { throw Failure(path: path, reason: errorText(errno)) }
    if ready == 0 {
      throw Failure(
        path: path, reason: "a FIFO that nothing writes to (waited \(seconds) s)")
    }
  }

  /// Whether `fd` is a pipe a shell made (`/dev/stdin` of `a | b`, `<(…)`), which had its writer
  /// from the start and is read for as long as that writer takes; a named FIFO is not one.
  private static func isAnonymousPipe(_ fd: Int32) -> Bool {
    var target = [CChar](repeating: 0, count: 64)
    let count = readlink("/proc/self/fd/\(fd)", &target, target.count - 1)
    guard count > 0 else { return false }
    return String(decoding: target[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      .hasPrefix("pipe:")
  }

  /// Every byte until the end, at most `maximumBytes`.
  private static func readAll(fd: Int32, path: String) throws(Failure) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count == 0 { return bytes }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(path: path, reason: errorText(errno))
      }
      bytes += chunk[0..<count]
      if bytes.count > maximumBytes { throw Failure(path: path, reason: tooLarge) }
    }
  }

  private static var tooLarge: String { "larger than \(maximumBytes >> 20) MiB" }

  private static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

  /// Why bytes are not UTF-8 text: where the first bad byte is.
  struct NotUTF8: Error, Equatable {
    /// The 1-based line and byte column of the first byte that is not UTF-8.
    var line: Int
    var column: Int
    var byte: UInt8

    var message: String {
      let hex = String(byte, radix: 16, uppercase: true)
      return "not UTF-8 text (line \(line), byte \(column) is 0x\(hex.count == 1 ? "0" : "")\(hex))"
    }
  }

  /// The bytes as text, or where they stop being UTF-8.
  static func decode(_ bytes: [UInt8]) -> Result<String, NotUTF8> {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    var line = 1
    var lineStart = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        if encoded.count == 1 && encoded.first == UInt8(ascii: "\n") {
          line += 1
          lineStart = offset + 1
        }
        offset += encoded.count
      case .error:
        return .failure(NotUTF8(line: line, column: offset - lineStart + 1, byte: bytes[offset]))
      case .emptyInput:
        return .success(String(decoding: bytes, as: UTF8.self))
      }
    }
  }
}
