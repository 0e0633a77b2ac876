/// Makes data safe to write to a terminal.
///
/// Control characters (C0, DEL, C1) and the bidirectional overrides and isolates would let data
/// move the cursor, change colours or reorder the line; each becomes `�`, one cell wide. So do
/// the invisible format characters a terminal has no cell for (U+FEFF, the invisible
/// operators, the tags) and the noncharacters: the canvas would give them a cell, the terminal
/// none, so the terminal showed `�` where a snapshot showed them raw.
public enum Sanitizer {
  /// The character shown in place of anything unsafe.
  public static let replacement: Character = "\u{FFFD}"

  /// Whether this character may be written to the terminal as it is.
  @inline(__always)
  public static func isSafe(_ character: Character) -> Bool {
    // These stand alone as characters, or lead one (a tag, once its base is gone).
    if let first = character.unicodeScalars.first, first.value >= 0x180E,
      isCellless(first.value)
    {
      return false
    }
    for scalar in character.unicodeScalars {
      let v = scalar.value
      if v < 0x20 || (v >= 0x7F && v < 0xA0) { return false }
      if (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) { return false }
      if v == 0x200E || v == 0x200F || v == 0x061C { return false }
    }
    return true
  }

  /// Whether `value` is a format character a terminal gives no cell (its `wcwidth` is 0)
  /// but the canvas would, or a noncharacter, which a terminal cannot draw at all.
  private static func isCellless(_ value: UInt32) -> Bool {
    switch value {
    case 0x180E, 0x2061...0x2064, 0x206A...0x206F, 0xFEFF, 0xFFF9...0xFFFB, 0x13430...0x1343F,
      0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0001, 0xE0020...0xE007F, 0xFDD0...0xFDEF:
      return true
    default:
      return value & 0xFFFE == 0xFFFE
    }
  }

  /// The character itself when safe, the replacement otherwise.
  @inline(__always)
  public static func safe(_ character: Character) -> Character {
    isSafe(character) ? character : replacement
  }

  /// The whole text with every unsafe character replaced.
  public static func sanitize(_ text: some StringProtocol) -> String {
    if text.isPrintableASCII { return String(text) }
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text { out.append(safe(character)) }
    return out
  }
}
