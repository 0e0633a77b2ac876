import NavStack

/// Script-style quoting of text: `"a \"b\""`, with unsafe characters escaped.
///
/// Messages quote the text a script gave exactly as the script could write it, so the author
/// can find it, and so no control character from a script reaches the terminal raw; the
/// recorder writes `Type` lines with it, so they read back as the same characters.
enum ScriptQuote {
  /// The text in double quotes, with `\"`, `\\`, `\n`, `\t` and `\u{…}` escapes.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for character in text {
      switch character {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default:
        if isPlainInString(character) {
          out.append(character)
        } else {
          for scalar in character.unicodeScalars {
            out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
          }
        }
      }
    }
    return out + "\""
  }

  /// Whether a character may stand as it is between quotes: safe to show, and not one that
  /// would join the quote or backslash beside it into one grapheme (a lone combining mark).
  static func isPlainInString(_ character: Character) -> Bool {
    guard Sanitizer.isSafe(character) else { return false }
    let alone = String(character)
    return ("\"" + alone).count == 2 && (alone + "\"").count == 2 && (alone + "\\").count == 2
  }

  /// A token as it appears in messages: a word in single quotes, a string in double quotes.
  static func shown(_ token: ScriptToken) -> String {
    token.kind == .string ? quoted(token.text) : "'\(Sanitizer.sanitize(token.text))'"
  }
}
