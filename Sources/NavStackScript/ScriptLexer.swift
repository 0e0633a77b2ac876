import NavStack

/// A word or a quoted string on a script line, with where it starts.
struct ScriptToken: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case word, string }

  var kind: Kind
  /// The word as written, or the string's value with its escapes decoded.
  var text: String
  /// The 1-based column of the token's first character (the opening quote of a string).
  var column: Int
  /// How many characters of the line the token spans, quotes included.
  var length: Int
  /// A string's value as bytes: its UTF-8, with each `\xNN` escape as that one byte.
  var bytes: [UInt8] = []
  /// Whether a `\xNN` escape gave a byte above 0x7F, which only `Send` can take.
  var hasRawBytes = false

  /// The column just past the token, where a missing argument would go.
  var endColumn: Int { column + length }
}

/// Splits a script line into words and strings.
///
/// Words are separated by spaces or tabs. A string starts with `"` at the start of a token and
/// ends at the next unescaped `"`. A `#` at the start of a token begins a comment that runs to
/// the end of the line, as in a shell: `Down 3 # three rows` is a key with a count, while a
/// `#` or `"` inside a word belongs to it, so `Alt+#` and `Alt+"` are keys. (The `#` key
/// itself is sent with `Type "#"`.)
enum ScriptLexer {
  /// The escapes a string may hold, for messages.
  static let escapeList = #"\" \\ \n \t \e \xNN or \u{…}"#

  /// The tokens of one line, or nil when the line has a lexical error; each error is passed to
  /// `report` with its 1-based column, and all of them are reported.
  static func tokens(
    in line: some StringProtocol, report: (_ message: String, _ column: Int) -> Void
  ) -> [ScriptToken]? {
    let characters = Array(line)
    var tokens: [ScriptToken] = []
    var failed = false
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == " " || character == "\t" {
        index += 1
      } else if character == "#" {
        break
      } else if character == "\"" {
        let (token, valid) = string(characters, at: &index, report: report)
        tokens.append(token)
        if !valid { failed = true }
      } else {
        let start = index
        while index < characters.count, characters[index] != " ", characters[index] != "\t" {
          index += 1
        }
        let word = String(characters[start..<index])
        tokens.append(
          ScriptToken(kind: .word, text: word, column: start + 1, length: index - start))
      }
    }
    return failed ? nil : tokens
  }

  /// Reads the string whose opening quote is at `index` and moves past its closing quote;
  /// the token, and false when it had errors (each reported).
  private static func string(
    _ characters: [Character], at index: inout Int, report: (String, Int) -> Void
  ) -> (ScriptToken, Bool) {
    let start = index
    var value = StringValue()
    var valid = true
    var closed = false
    index += 1
    while index < characters.count {
      let next = characters[index]
      if next == "\"" {
        closed = true
        index += 1
        break
      }
      if next == "\\" {
        if !decodeEscape(characters, at: &index, into: &value, report: report) { valid = false }
        continue
      }
      value.append(next)
      index += 1
    }
    if !closed {
      report("unterminated string; add a closing '\"'", start + 1)
      valid = false
    }
    let token = ScriptToken(
      kind: .string, text: value.text, column: start + 1, length: index - start,
      bytes: value.bytes, hasRawBytes: value.hasRawBytes)
    return (token, valid)
  }

  /// Decodes the escape at `index` (a backslash) and moves past it; false on a bad escape.
  ///
  /// A backslash that ends the line is left for the caller to report as an unterminated string.
  private static func decodeEscape(
    _ characters: [Character], at index: inout Int, into value: inout StringValue,
    report: (String, Int) -> Void
  ) -> Bool {
    let column = index + 1
    guard index + 1 < characters.count else {
      index += 1
      return true
    }
    let code = characters[index + 1]
    switch code {
    case "\"", "\\":
      value.append(code)
    case "n":
      value.append("\n")
    case "t":
      value.append("\t")
    case "e":
      value.append("\u{1B}")
    case "x":
      return decodeByte(characters, at: &index, into: &value, column: column, report: report)
    case "u":
      return decodeUnicode(characters, at: &index, into: &value, column: column, report: report)
    default:
      let shown = Sanitizer.isSafe(code) ? String(code) : "?"
      report("unknown escape '\\\(shown)' in string; use \(escapeList)", column)
      index += 2
      return false
    }
    index += 2
    return true
  }

  /// Decodes `\u{hex}` at `index`: one to eight hex digits naming a Unicode scalar.
  private static func decodeUnicode(
    _ characters: [Character], at index: inout Int, into value: inout StringValue, column: Int,
    report: (String, Int) -> Void
  ) -> Bool {
    let open = index + 2
    var close = open + 1
    if open < characters.count, characters[open] == "{" {
      while close < characters.count, characters[close] != "}", characters[close] != "\"" {
        close += 1
      }
    }
    guard open < characters.count, characters[open] == "{", close < characters.count,
      characters[close] == "}"
    else {
      report(#"bad unicode escape; write it as \u{hex}, e.g. \u{1F600}"#, column)
      index += 2
      return false
    }
    let digits = String(characters[(open + 1)..<close])
    index = close + 1
    let isHex = !digits.isEmpty && digits.count <= 8 && digits.allSatisfy(\.isHexDigit)
    guard isHex, let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code) else {
      let shown = Sanitizer.sanitize(digits)
      report(
        #"bad unicode escape '\u{"# + shown + #"}'; expected 1 to 8 hex digits of a "#
          + "Unicode scalar, e.g. \\u{1F600}", column)
      return false
    }
    value.append(Character(scalar))
    return true
  }

  /// Decodes `\xNN` at `index`: exactly two hex digits naming one byte.
  private static func decodeByte(
    _ characters: [Character], at index: inout Int, into value: inout StringValue, column: Int,
    report: (String, Int) -> Void
  ) -> Bool {
    let digits = characters[min(characters.count, index + 2)..<min(characters.count, index + 4)]
    guard digits.count == 2, digits.allSatisfy(\.isHexDigit),
      let byte = UInt8(String(digits), radix: 16)
    else {
      report(#"bad byte escape; write it as \xNN with two hex digits, e.g. \x1B"#, column)
      index += 2
      return false
    }
    index += 4
    value.append(byte: byte)
    return true
  }
}

/// A string's value as it is read: the text, and the bytes `Send` sends.
private struct StringValue {
  var text = ""
  var bytes: [UInt8] = []
  var hasRawBytes = false

  mutating func append(_ character: Character) {
    text.append(character)
    bytes += Array(String(character).utf8)
  }

  /// One byte from `\xNN`: ASCII is also text; above 0x7F it is a raw byte only.
  mutating func append(byte: UInt8) {
    bytes.append(byte)
    if byte < 0x80 {
      text.append(Character(Unicode.Scalar(byte)))
    } else {
      text.append(Sanitizer.replacement)
      hasRawBytes = true
    }
  }
}
