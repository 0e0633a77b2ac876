/// Bytes written so a person can read them in a log: `ESC[?62c`, `^A`, `\x9B`.
///
/// Unknown input is logged this way, never shown raw, so it cannot drive the terminal.
public enum ByteText {
  /// The longest description; longer input ends with `…`.
  public static let maximumLength = 48

  /// The bytes as printable text: ESC by name, other controls as `^X`, the rest of ASCII as
  /// itself, anything else as `\xNN`.
  public static func describe(_ bytes: some Collection<UInt8>) -> String {
    var text = ""
    for byte in bytes {
      if text.count >= maximumLength {
        text += "…"
        break
      }
      switch byte {
      case 0x1B: text += "ESC"
      case 0x00..<0x20: text += "^" + String(Character(Unicode.Scalar(byte + 0x40)))
      case 0x20..<0x7F: text.append(Character(Unicode.Scalar(byte)))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        text += "\\x" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return text
  }
}
