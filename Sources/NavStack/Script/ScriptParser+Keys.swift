/// Key lines (`Down 3`, `Ctrl+S`, `q`) and the messages for names that are not keys.
///
/// Names come from `KeyName`, the one table of key names. An unknown name gets the most
/// specific message that fits: a near miss of a key or command, a common alias (`Escape`), a
/// modifier with the wrong kind of key (`Ctrl+1`), a function key out of range (`F13`).
extension ScriptParseContext {
  /// Names users write for keys that the table spells differently.
  static let keyAliases: [String: String] = [
    "escape": "Esc", "return": "Enter", "pageup": "PgUp", "pagedown": "PgDn", "del": "Delete",
    "ins": "Insert", "backtab": "Shift+Tab", "bksp": "Backspace", "spacebar": "Space",
  ]

  mutating func parseKey(_ name: ScriptToken, _ arguments: [ScriptToken]) {
    guard let key = KeyName.key(named: name.text) else {
      error(Self.unknownKeyMessage(name.text), at: name)
      return
    }
    var count = 1
    if let countToken = arguments.first {
      guard countToken.kind == .word else {
        error(
          "unexpected text after key \(ScriptQuote.shown(name)); to type text write "
            + "Type \(ScriptQuote.quoted(countToken.text))", at: countToken)
        return
      }
      guard let value = repeatCount(countToken) else { return }
      count = value
    }
    rejectExtra(arguments, beyond: 1, usage: "KEY [COUNT], e.g. Down 3")
    add(.key(key, count: count), at: name)
  }

  /// Why `word` is not a key, with a suggestion when one is near.
  static func unknownKeyMessage(_ word: String) -> String {
    let shown = "'\(Sanitizer.sanitize(word))'"
    let lower = word.lowercased()
    if let alias = keyAliases[lower] { return "unknown key \(shown); did you mean '\(alias)'?" }
    if lower == "ctrl" || lower == "control" {
      return "bad key \(shown); Ctrl needs a letter, e.g. Ctrl+S"
    }
    if lower == "alt" || lower == "meta" {
      return "bad key \(shown); Alt needs a character, e.g. Alt+x"
    }
    if let message = modifierMessage(word, shown: shown) { return message }
    if let number = functionKeyNumber(lower), !(1...12).contains(number) {
      return "unknown key \(shown); function keys are F1 to F12"
    }
    let keys = KeyName.named.map(\.name) + (1...12).map { "F\($0)" }
    let commands = ScriptParser.commandNames
    guard let suggestion = Suggestion.closest(to: word, among: commands + keys) else {
      return "unknown command or key \(shown)"
    }
    let kind = commands.contains(suggestion) ? "command" : "key"
    return "unknown \(kind) \(shown); did you mean '\(suggestion)'?"
  }

  /// The message for `Modifier+rest` when the modifier is Ctrl, Alt or Shift or near one.
  private static func modifierMessage(_ word: String, shown: String) -> String? {
    guard let plus = word.firstIndex(of: "+"), plus != word.startIndex else { return nil }
    let modifier = word[..<plus].lowercased()
    let rest = String(word[word.index(after: plus)...])
    func isNear(_ name: String) -> Bool { Suggestion.distance(modifier, name) <= 1 }
    if modifier == "control" || isNear("ctrl") {
      if rest.count == 1, let letter = rest.first, letter.isASCII, letter.isLetter {
        return "unknown key \(shown); did you mean 'Ctrl+\(letter.uppercased())'?"
      }
      return "bad key \(shown); Ctrl+ takes one letter, e.g. Ctrl+S"
    }
    if modifier == "meta" || isNear("alt") {
      let candidate = "Alt+" + rest
      if word[..<plus] != "Alt", KeyName.key(named: candidate) != nil {
        return "unknown key \(shown); did you mean '\(candidate)'?"
      }
      return "bad key \(shown); Alt+ takes one printable character, e.g. Alt+x"
    }
    if isNear("shift") {
      if rest.lowercased() == "tab" { return "unknown key \(shown); did you mean 'Shift+Tab'?" }
      return "unknown key \(shown); Shift goes only with Tab (Shift+Tab); "
        + "for a capital letter write the letter itself, e.g. A"
    }
    return nil
  }

  /// N for a word `FN` or `fN`, whatever N's range.
  private static func functionKeyNumber(_ lower: String) -> Int? {
    guard lower.hasPrefix("f"), lower.count > 1 else { return nil }
    let digits = lower.dropFirst()
    guard digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(digits) ?? Int.max
  }
}
