/// Bytes a program printed, cut into the lines its log shows.
///
/// Output arrives in pieces that need not end at a line break, nor even between the bytes of
/// one character, so a line is decoded only once its newline has come. Each line loses its
/// `\r` before the newline and has its tabs turned into spaces (to the next multiple of 8),
/// since the log draws one line per row and a tab there would show as `�`.
public struct PrintedLines: Sendable {
  /// The longest line kept whole; a longer one without a newline (a progress bar redrawn with
  /// `\r`) is cut at this many bytes, so it cannot grow without bound.
  public static let maximumLineBytes = 16_384

  private var pending: [UInt8] = []

  /// No bytes yet.
  public init() {}

  /// Adds printed bytes; returns the lines they complete.
  public mutating func append(_ bytes: some Sequence<UInt8>) -> [String] {
    var lines: [String] = []
    for byte in bytes {
      if byte == UInt8(ascii: "\n") {
        lines.append(Self.line(pending))
        pending.removeAll(keepingCapacity: true)
      } else {
        pending.append(byte)
        if pending.count >= Self.maximumLineBytes {
          lines.append(Self.line(pending))
          pending.removeAll(keepingCapacity: true)
        }
      }
    }
    return lines
  }

  /// The last line when it has no newline yet (the program ended without one); clears it.
  public mutating func finish() -> [String] {
    guard !pending.isEmpty else { return [] }
    defer { pending.removeAll() }
    return [Self.line(pending)]
  }

  /// One line's bytes as text: invalid UTF-8 as `�`, no `\r` at the end, tabs as spaces.
  private static func line(_ bytes: [UInt8]) -> String {
    var text = String(decoding: bytes, as: UTF8.self)
    if text.hasSuffix("\r") { text.removeLast() }
    guard text.contains("\t" as Character) else { return text }
    var expanded = ""
    var column = 0
    for character in text {
      if character == "\t" {
        let spaces = 8 - column % 8
        expanded += String(repeating: " ", count: spaces)
        column += spaces
      } else {
        expanded.append(character)
        column += 1
      }
    }
    return expanded
  }
}
