/// The escape sequences in bytes written to a terminal, read the way a terminal reads them.
///
/// Colour is judged on the parsed SGR (`ESC [ … m`) parameters rather than on text patterns:
/// ncurses packs several attributes into one sequence (`ESC[0;1;7m`), and a colour may hide
/// among them as well as stand alone (`ESC[39;49m`).
enum ControlSequences {
  /// One SGR sequence: its text (for messages) and its top-level parameters, the arguments
  /// of extended colours (`38;5;n`, `48;2;r;g;b`) left out.
  struct Rendition {
    var text: String
    var parameters: [Int]

    /// Whether it sets a colour: foreground or background (30–49, 90–107, the extended forms
    /// 38 and 48 included) or an underline colour (58, 59).
    var setsColour: Bool {
      parameters.contains {
        (30...49).contains($0) || (90...107).contains($0) || $0 == 58 || $0 == 59
      }
    }

    /// Whether it turns reverse video on.
    var setsReverse: Bool { parameters.contains(7) }
  }

  /// Every SGR sequence in `bytes`, in order.
  static func renditions(in bytes: [UInt8]) -> [Rendition] {
    var found: [Rendition] = []
    var index = 0
    while index + 1 < bytes.count {
      guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "[") else {
        index += 1
        continue
      }
      var end = index + 2
      while end < bytes.count, (0x30...0x3F).contains(bytes[end]) || bytes[end] == 0x20 {
        end += 1
      }
      guard end < bytes.count else { break }
      let body = bytes[(index + 2)..<end]
      let isPrivate = body.first.map { (0x3C...0x3F).contains($0) } ?? false
      if bytes[end] == UInt8(ascii: "m"), !isPrivate {
        let text = "ESC[" + String(decoding: body, as: UTF8.self) + "m"
        found.append(Rendition(text: text, parameters: topLevelParameters(body)))
      }
      index = end + 1
    }
    return found
  }

  /// The SGR sequences in `bytes` that set a colour, as text, each once.
  static func colourSequences(in bytes: [UInt8]) -> [String] {
    var seen = Set<String>()
    return renditions(in: bytes).filter(\.setsColour).map(\.text)
      .filter { seen.insert($0).inserted }
  }

  /// Whether `bytes` contains `pattern` anywhere.
  static func contains(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
    bytes.firstRange(of: pattern) != nil
  }

  /// The parameters that are attributes of their own, an empty list read as 0 (a reset).
  ///
  /// `38;5;n` and `38;2;r;g;b` (and 48, 58) take arguments that are not: `38;5;7` is a
  /// colour, not reverse video.
  private static func topLevelParameters(_ body: ArraySlice<UInt8>) -> [Int] {
    // A colon joins sub-parameters (`38:5:7`) that all belong to the field's first number.
    let fields = body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
      .map { field -> (value: Int, joined: Bool) in
        let parts = field.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        let value = Int(String(decoding: parts.first ?? [], as: UTF8.self)) ?? 0
        return (value, parts.count > 1)
      }
    var parameters: [Int] = []
    var index = 0
    while index < fields.count {
      let field = fields[index]
      parameters.append(field.value)
      index += 1
      if [38, 48, 58].contains(field.value), !field.joined, index < fields.count {
        index += fields[index].value == 2 ? 4 : 2
      }
    }
    return parameters.isEmpty ? [0] : parameters
  }
}
