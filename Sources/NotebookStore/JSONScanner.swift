/// A validating cursor over the bytes of a JSON document.
///
/// It checks RFC 8259 syntax and UTF-8 as it goes but produces no values: strings come back as
/// byte ranges, everything else is skipped. Containers of unknown content are skipped with an
/// explicit stack instead of recursion, so deep nesting ends in an error, never a stack overflow.
struct JSONScanner {
  /// The deepest nesting of objects and arrays accepted.
  static let maxDepth = 512

  let bytes: UnsafeBufferPointer<UInt8>
  let end: Int
  var index: Int

  init(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int = 0, end: Int? = nil) {
    self.bytes = bytes
    self.end = min(end ?? bytes.count, bytes.count)
    self.index = index
  }

  /// A string's contents, between its quotes.
  struct StringToken {
    var start: Int
    var end: Int
    /// The contents hold backslash escapes and must be decoded before use.
    var escaped: Bool
    /// The contents hold bytes above 0x7F.
    var nonASCII: Bool

    /// The string with its quotes.
    var token: Range<Int> { (start - 1)..<(end + 1) }
  }

  var atEnd: Bool { index >= end }

  /// The byte at the cursor, or 0 at the end (callers that care check `atEnd`).
  var current: UInt8 { index < end ? bytes[index] : 0 }

  /// Moves past `literal` when the bytes at the cursor are exactly it; false, without moving,
  /// otherwise.
  @inline(__always)
  mutating func skip(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard index + count <= end else { return false }
    let text = literal.utf8Start
    for offset in 0..<count where bytes[index + offset] != text[offset] { return false }
    index += count
    return true
  }

  mutating func skipWhitespace() {
    while index < end {
      let byte = bytes[index]
      guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
      index += 1
    }
  }

  // MARK: Errors

  /// The byte at the cursor in words: `'x'`, `byte 0xNN` or `end of file`.
  var currentDescription: String {
    guard index < end else { return "end of file" }
    return Self.describe(bytes[index])
  }

  static func describe(_ byte: UInt8) -> String {
    if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte \(hex(byte))"
  }

  static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return byte < 0x10 ? "0x0\(digits)" : "0x\(digits)"
  }

  /// The kind of JSON value starting at the cursor, or nil if no value starts there.
  var currentKind: String? {
    guard index < end else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "\""): return "a string"
    case UInt8(ascii: "{"): return "an object"
    case UInt8(ascii: "["): return "an array"
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a boolean"
    case UInt8(ascii: "n"): return "null"
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
    default: return nil
    }
  }

  /// "expected X, found Y", or "unexpected end of file, expected X".
  func failure(expected what: String) -> ScanFailure {
    if index >= end {
      return ScanFailure(offset: index, reason: "unexpected end of file, expected \(what)")
    }
    return ScanFailure(offset: index, reason: "expected \(what), found \(currentDescription)")
  }

  /// A value of the wrong kind for a known field; or a syntax error if no value starts here.
  func wrongType(_ field: String, expected: String) -> ScanFailure {
    guard let kind = currentKind else { return failure(expected: "a value") }
    return ScanFailure(offset: index, reason: "\"\(field)\" must be \(expected), found \(kind)")
  }

  // MARK: Scalars

  /// Scans the string at the cursor (which is on its opening quote) and moves past it.
  @inline(__always)
  mutating func scanString() throws(ScanFailure) -> StringToken {
    let start = index + 1
    var position = start
    var escaped = false
    var nonASCII = false
    while true {
      position = plainEnd(from: position)
      guard position < end else {
        index = position
        throw ScanFailure(offset: position, reason: "unexpected end of file inside a string")
      }
      let byte = bytes[position]
      if byte == 0x22 {
        index = position + 1
        return StringToken(start: start, end: position, escaped: escaped, nonASCII: nonASCII)
      } else if byte == 0x5C {
        escaped = true
        position = try escapeEnd(at: position)
      } else if byte < 0x20 {
        let code = String(byte, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: 4 - code.count) + code
        throw ScanFailure(
          offset: position, reason: "control character U+\(padded) must be escaped in a string")
      } else {
        nonASCII = true
        position = try utf8End(at: position)
      }
    }
  }

  /// The first offset from `position` holding a quote, a backslash, a control character or a
  /// byte above 0x7F (or `end`): eight bytes at a time, then one at a time.
  @inline(__always)
  private func plainEnd(from start: Int) -> Int {
    var position = start
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highs: UInt64 = 0x8080_8080_8080_8080
      while position + 8 <= end {
        let word = UInt64(
          littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        var special = word | ((word &- ones &* 0x20) & ~word)
        special |= (quote &- ones) & ~quote
        special |= (backslash &- ones) & ~backslash
        special &= highs
        if special != 0 {
          // The lowest flagged byte is the first special one, and it is exact because a
          // borrow only starts at a flagged byte.
          return position + special.trailingZeroBitCount / 8
        }
        position += 8
      }
    }
    while position < end {
      let byte = bytes[position]
      guard byte >= 0x20 && byte < 0x80 && byte != 0x22 && byte != 0x5C else { break }
      position += 1
    }
    return position
  }

  /// Checks the escape whose backslash is at `position`; returns the offset just past it.
  private func escapeEnd(at position: Int) throws(ScanFailure) -> Int {
    guard position + 1 < end else {
      throw ScanFailure(offset: position + 1, reason: "unexpected end of file inside a string")
    }
    switch bytes[position + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      return position + 2
    case UInt8(ascii: "u"):
      let unit = try hexUnit(at: position)
      if unit >= 0xDC00 && unit <= 0xDFFF { throw unpaired(unit, at: position) }
      guard unit >= 0xD800 && unit <= 0xDBFF else { return position + 6 }
      let next = position + 6
      guard next + 1 < end, bytes[next] == 0x5C, bytes[next + 1] == UInt8(ascii: "u") else {
        throw unpaired(unit, at: position)
      }
      let low = try hexUnit(at: next)
      guard low >= 0xDC00 && low <= 0xDFFF else { throw unpaired(unit, at: position) }
      return next + 6
    default:
      let byte = bytes[position + 1]
      let shown =
        byte > 0x20 && byte < 0x7F
        ? "'\\\(Character(Unicode.Scalar(byte)))'" : "(\\ followed by \(Self.describe(byte)))"
      throw ScanFailure(offset: position, reason: "invalid escape \(shown) in string")
    }
  }

  /// The four hex digits after the `\u` whose backslash is at `position`.
  private func hexUnit(at position: Int) throws(ScanFailure) -> UInt32 {
    guard let unit = JSONString.hexUnit(bytes, at: position + 2, end: end) else {
      throw ScanFailure(offset: position, reason: "invalid \\u escape (expected 4 hex digits)")
    }
    return unit
  }

  private func unpaired(_ unit: UInt32, at position: Int) -> ScanFailure {
    let digits = String(unit, radix: 16, uppercase: true)
    return ScanFailure(offset: position, reason: "unpaired surrogate \\u\(digits) in string")
  }

  /// Checks the UTF-8 sequence whose lead byte is at `position`; returns the offset past it.
  private func utf8End(at position: Int) throws(ScanFailure) -> Int {
    func follows(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
      offset < end && bytes[offset] >= low && bytes[offset] <= high
    }
    let lead = bytes[position]
    var valid = false
    var length = 0
    switch lead {
    case 0xC2...0xDF:
      (valid, length) = (follows(position + 1), 2)
    case 0xE0:
      (valid, length) = (follows(position + 1, 0xA0) && follows(position + 2), 3)
    case 0xE1...0xEC, 0xEE...0xEF:
      (valid, length) = (follows(position + 1) && follows(position + 2), 3)
    case 0xED:
      (valid, length) = (follows(position + 1, 0x80, 0x9F) && follows(position + 2), 3)
    case 0xF0:
      valid = follows(position + 1, 0x90) && follows(position + 2) && follows(position + 3)
      length = 4
    case 0xF1...0xF3:
      valid = follows(position + 1) && follows(position + 2) && follows(position + 3)
      length = 4
    case 0xF4:
      valid = follows(position + 1, 0x80, 0x8F) && follows(position + 2) && follows(position + 3)
      length = 4
    default:
      break
    }
    guard valid else {
      throw ScanFailure(offset: position, reason: "invalid UTF-8 (byte \(Self.hex(lead)))")
    }
    return position + length
  }

  /// Scans the number at the cursor and returns its bytes' range.
  mutating func scanNumber() throws(ScanFailure) -> Range<Int> {
    let start = index
    if current == UInt8(ascii: "-") { index += 1 }
    if current == UInt8(ascii: "0") {
      index += 1
      if index < end, bytes[index] >= 0x30, bytes[index] <= 0x39 {
        throw ScanFailure(offset: start, reason: "invalid number: leading zero")
      }
    } else {
      try digits()
    }
    if current == UInt8(ascii: ".") {
      index += 1
      try digits()
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      try digits()
    }
    return start..<index
  }

  private mutating func digits() throws(ScanFailure) {
    guard index < end, bytes[index] >= 0x30, bytes[index] <= 0x39 else {
      if index >= end {
        throw ScanFailure(offset: index, reason: "unexpected end of file inside a number")
      }
      throw ScanFailure(
        offset: index, reason: "invalid number: expected a digit, found \(currentDescription)")
    }
    while index < end, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
  }

  /// Scans `true`, `false` or `null` at the cursor and returns its first byte.
  mutating func scanLiteral() throws(ScanFailure) -> UInt8 {
    let first = current
    let word: StaticString
    switch first {
    case UInt8(ascii: "t"): word = "true"
    case UInt8(ascii: "f"): word = "false"
    case UInt8(ascii: "n"): word = "null"
    default: throw failure(expected: "a value")
    }
    guard skip(word) else {
      throw ScanFailure(offset: index, reason: "invalid literal (expected \(word))")
    }
    return first
  }
}
