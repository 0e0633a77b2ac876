/// A library that cannot be read or written, described in one line.
///
/// The description names the file, the place in it where one is known (1-based line and
/// column, the column counting characters) and the reason, so the app can print it as is:
/// `PATH:LINE:COL: reason`, or `PATH: reason` when there is no place.
public struct LibraryError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The library file, as it was given.
  public var path: String
  /// The 1-based line of the problem, when there is one.
  public var line: Int?
  /// The 1-based column of the problem, in characters, when there is one.
  public var column: Int?
  /// What is wrong.
  public var reason: String

  /// An error about the file at `path`, at `line` and `column` when known.
  public init(path: String, line: Int? = nil, column: Int? = nil, reason: String) {
    self.path = path
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// `PATH:LINE:COL: reason`, or `PATH: reason`, on one line.
  public var description: String {
    let oneLine = reason.map { $0 == "\n" || $0 == "\r" ? " " : $0 }
    if let line, let column {
      return "\(path):\(line):\(column): \(String(oneLine))"
    }
    return "\(path): \(String(oneLine))"
  }
}

/// A syntax or schema error found by the scanner, at a byte offset.
struct ScanFailure: Error {
  var offset: Int
  var reason: String
}

/// Converts byte offsets into 1-based line and column numbers.
enum TextPosition {
  /// The line and column of `offset`.
  ///
  /// columns count UTF-8 lead bytes, i.e. characters.
  static func of(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
    let end = min(max(offset, 0), bytes.count)
    var line = 1
    var lineStart = 0
    var index = 0
    while index < end {
      if bytes[index] == 0x0A {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    var column = 1
    index = lineStart
    while index < end {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return (line, column)
  }

  static func error(
    _ failure: ScanFailure, in bytes: UnsafeBufferPointer<UInt8>, path: String
  ) -> LibraryError {
    let place = of(failure.offset, in: bytes)
    return LibraryError(path: path, line: place.line, column: place.column, reason: failure.reason)
  }
}
