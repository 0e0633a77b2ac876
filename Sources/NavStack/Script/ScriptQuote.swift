/// Script-style quoting of text for messages: `"a \"b\""`, with unsafe characters escaped.
///
/// Messages quote the text a script gave exactly as the script could write it, so the author
/// can find it, and so no control character from a script reaches the terminal raw.
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
        if Sanitizer.isSafe(character) {
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

  /// A token as it appears in messages: a word in single quotes, a string in double quotes.
  static func shown(_ token: ScriptToken) -> String {
    token.kind == .string ? quoted(token.text) : "'\(Sanitizer.sanitize(token.text))'"
  }
}
