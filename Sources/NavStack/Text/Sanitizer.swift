/// Makes data safe to write to a terminal.
///
/// Control characters (C0, DEL, C1) and the bidirectional overrides and isolates would let data
/// move the cursor, change colours or reorder the line; each becomes `�`, one cell wide.
public enum Sanitizer {
  /// The character shown in place of anything unsafe.
  public static let replacement: Character = "\u{FFFD}"

  /// Whether this character may be written to the terminal as it is.
  @inline(__always)
  public static func isSafe(_ character: Character) -> Bool {
    for scalar in character.unicodeScalars {
      let v = scalar.value
      if v < 0x20 || (v >= 0x7F && v < 0xA0) { return false }
      if (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) { return false }
      if v == 0x200E || v == 0x200F || v == 0x061C { return false }
    }
    return true
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
