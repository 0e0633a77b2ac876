import NavStack

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
    let range = KeyName.functionKeys
    if let number = functionKeyNumber(lower), !range.contains(number) {
      return "unknown key \(shown); function keys are F\(range.lowerBound) to F\(range.upperBound)"
    }
    let keys = baseKeyNames
    let commands = ScriptParser.commandNames
    guard let suggestion = Suggestion.closest(to: word, among: commands + keys) else {
      return "unknown command or key \(shown)"
    }
    let kind = commands.contains(suggestion) ? "command" : "key"
    return "unknown \(kind) \(shown); did you mean '\(suggestion)'?"
  }

  /// The named keys and function keys, which modifiers may go with.
  static var baseKeyNames: [String] {
    KeyName.named.map(\.name) + KeyName.functionKeys.map { "F\($0)" }
  }

  /// The message for `Modifier+rest` when the modifier is Ctrl, Alt or Shift or near one.
  private static func modifierMessage(_ word: String, shown: String) -> String? {
    guard let plus = word.firstIndex(of: "+"), plus != word.startIndex else { return nil }
    let modifier = word[..<plus].lowercased()
    let rest = String(word[word.index(after: plus)...])
    let exact = KeyName.modifierNames.contains { $0.name == word[..<plus] }
    if exact, rest.count > 1, let near = Suggestion.closest(to: rest, among: baseKeyNames) {
      return "unknown key \(shown); did you mean '\(word[..<plus])+\(near)'?"  // Ctrl+Rigth
    }
    func isNear(_ name: String) -> Bool { Suggestion.distance(modifier, name) <= 1 }
    if modifier == "control" || isNear("ctrl") {
      if rest.count == 1, let letter = rest.first, letter.isASCII, letter.isLetter {
        return "unknown key \(shown); did you mean 'Ctrl+\(letter.uppercased())'?"
      }
      return "bad key \(shown); Ctrl+ takes a letter or a named key, e.g. Ctrl+S or Ctrl+Right"
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
      return "unknown key \(shown); Shift goes with a named key (Shift+Tab, Shift+Home); "
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
