/// Decoding and encoding of JSON string contents.
///
/// Decoding runs only on strings the scanner has already validated, so it never fails; should it
/// meet anything malformed anyway it substitutes U+FFFD rather than trap. Encoding escapes only
/// what JSON requires (quote, backslash, control characters) and writes everything else as UTF-8.
enum JSONString {
  /// The value of the four hex digits at `position`, or nil if they are not four hex digits.
  static func hexUnit(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, end: Int) -> UInt32? {
    guard position + 4 <= end else { return nil }
    var value: UInt32 = 0
    for offset in 0..<4 {
      let byte = bytes[position + offset]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// The string whose contents (between the quotes) are `bytes[start..<end]`.
  static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, escaped: Bool
  ) -> String {
    guard start < end, end <= bytes.count else { return "" }
    let contents = UnsafeBufferPointer(rebasing: bytes[start..<end])
    guard escaped else { return String(decoding: contents, as: UTF8.self) }
    var output: [UInt8] = []
    output.reserveCapacity(end - start)
    var index = start
    while index < end {
      let byte = bytes[index]
      guard byte == 0x5C, index + 1 < end else {
        output.append(byte)
        index += 1
        continue
      }
      let code = bytes[index + 1]
      index += 2
      switch code {
      case UInt8(ascii: "b"): output.append(0x08)
      case UInt8(ascii: "f"): output.append(0x0C)
      case UInt8(ascii: "n"): output.append(0x0A)
      case UInt8(ascii: "r"): output.append(0x0D)
      case UInt8(ascii: "t"): output.append(0x09)
      case UInt8(ascii: "u"):
        guard let unit = hexUnit(bytes, at: index, end: end) else {
          appendUTF8(0xFFFD, to: &output)
          continue
        }
        index += 4
        appendUTF8(scalar(unit, bytes, &index, end), to: &output)
      default: output.append(code)
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The scalar for a `\u` unit, consuming a following low surrogate escape when it pairs.
  private static func scalar(
    _ unit: UInt32, _ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int, _ end: Int
  ) -> UInt32 {
    guard unit >= 0xD800 && unit <= 0xDFFF else { return unit }
    guard unit <= 0xDBFF, index + 1 < end, bytes[index] == 0x5C,
      bytes[index + 1] == UInt8(ascii: "u"),
      let low = hexUnit(bytes, at: index + 2, end: end), low >= 0xDC00 && low <= 0xDFFF
    else { return 0xFFFD }
    index += 6
    return 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
  }

  private static func appendUTF8(_ value: UInt32, to output: inout [UInt8]) {
    let scalar = Unicode.Scalar(value)?.value ?? 0xFFFD
    switch scalar {
    case 0..<0x80:
      output.append(UInt8(scalar))
    case 0x80..<0x800:
      output.append(UInt8(0xC0 | scalar >> 6))
      output.append(UInt8(0x80 | scalar & 0x3F))
    case 0x800..<0x10000:
      output.append(UInt8(0xE0 | scalar >> 12))
      output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      output.append(UInt8(0x80 | scalar & 0x3F))
    default:
      output.append(UInt8(0xF0 | scalar >> 18))
      output.append(UInt8(0x80 | scalar >> 12 & 0x3F))
      output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      output.append(UInt8(0x80 | scalar & 0x3F))
    }
  }

  /// Appends `string` as a quoted JSON string.
  static func append(_ string: String, to output: inout [UInt8]) {
    output.append(0x22)
    for byte in string.utf8 {
      switch byte {
      case 0x22: output.append(contentsOf: [0x5C, 0x22])
      case 0x5C: output.append(contentsOf: [0x5C, 0x5C])
      case 0x08: output.append(contentsOf: [0x5C, UInt8(ascii: "b")])
      case 0x0C: output.append(contentsOf: [0x5C, UInt8(ascii: "f")])
      case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
      case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
      case 0x00..<0x20:
        let digits: [UInt8] = Array("0123456789ABCDEF".utf8)
        output.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30])
        output.append(digits[Int(byte >> 4)])
        output.append(digits[Int(byte & 0x0F)])
      default: output.append(byte)
      }
    }
    output.append(0x22)
  }
}
