import NavStack

/// The argument forms commands share: strings, numbers, sizes, durations and names.
///
/// Each reader reports its own error, naming the argument and what was expected, and returns
/// nil so that the caller can skip the command and go on to the next line.
extension ScriptParseContext {
  /// The argument at `index` as a quoted string; `what` names it when it is missing.
  mutating func string(
    _ arguments: [ScriptToken], _ index: Int, after previous: ScriptToken, what: String,
    usage: String
  ) -> String? {
    guard index < arguments.count else {
      error("missing \(what); usage: \(usage)", at: previous.endColumn)
      return nil
    }
    let token = arguments[index]
    guard token.kind == .string else {
      error(
        "expected \(what) in double quotes, not \(ScriptQuote.shown(token)); usage: \(usage)",
        at: token)
      return nil
    }
    return token.text
  }

  /// The argument at `index` as a word; `what` names it when it is missing.
  mutating func word(
    _ arguments: [ScriptToken], _ index: Int, after previous: ScriptToken, what: String,
    usage: String
  ) -> ScriptToken? {
    guard index < arguments.count else {
      error("missing \(what); usage: \(usage)", at: previous.endColumn)
      return nil
    }
    let token = arguments[index]
    guard token.kind == .word else {
      error(
        "expected \(what) without quotes, not \(ScriptQuote.shown(token)); usage: \(usage)",
        at: token)
      return nil
    }
    return token
  }

  /// Reports the first argument past `count`, if any: commands take a fixed number.
  mutating func rejectExtra(_ arguments: [ScriptToken], beyond count: Int, usage: String) {
    guard arguments.count > count else { return }
    let extra = arguments[count]
    error("extra argument \(ScriptQuote.shown(extra)); usage: \(usage)", at: extra)
  }

  /// A whole number in `range`, named `what` in the message when it is not one.
  mutating func number(_ token: ScriptToken, what: String, in range: ClosedRange<Int>) -> Int? {
    if let value = Int(token.text), range.contains(value) { return value }
    error(
      "bad \(what) \(ScriptQuote.shown(token)); expected a whole number from "
        + "\(range.lowerBound) to \(range.upperBound)", at: token)
    return nil
  }

  /// A repeat count: 1 to `ScriptParser.maximumRepeatCount`.
  mutating func repeatCount(_ token: ScriptToken) -> Int? {
    let limit = ScriptParser.maximumRepeatCount
    let text = token.text
    let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
    let isInteger = !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    guard isInteger else {
      error(
        "bad repeat count \(ScriptQuote.shown(token)); expected a whole number from 1 to \(limit)",
        at: token)
      return nil
    }
    if text.hasPrefix("-") || digits.allSatisfy({ $0 == "0" }) {
      error(
        "bad repeat count \(ScriptQuote.shown(token)); a key is pressed at least once", at: token)
      return nil
    }
    guard let value = Int(text), value <= limit else {
      error("bad repeat count \(ScriptQuote.shown(token)); at most \(limit)", at: token)
      return nil
    }
    return value
  }

  /// A terminal size `WIDTHxHEIGHT` (also `W×H`), each side 1 to `maximumDimension`.
  mutating func size(_ token: ScriptToken) -> Size? {
    let limit = ScriptParser.maximumDimension
    guard let (width, height) = Size.dimensions(parsing: token.text) else {
      error("bad size \(ScriptQuote.shown(token)); expected WIDTHxHEIGHT, e.g. 80x24", at: token)
      return nil
    }
    guard width >= 1, height >= 1 else {
      error("bad size \(ScriptQuote.shown(token)); width and height must be at least 1", at: token)
      return nil
    }
    guard width <= limit, height <= limit else {
      error(
        "bad size \(ScriptQuote.shown(token)); width and height must be at most \(limit)",
        at: token)
      return nil
    }
    return Size(width: width, height: height)
  }

  /// A duration `500ms` or `2s`, in milliseconds, at most `maximumSleepMilliseconds`.
  mutating func duration(_ token: ScriptToken) -> Int? {
    let text = token.text
    let unit = text.hasSuffix("ms") ? 1 : (text.hasSuffix("s") ? 1_000 : 0)
    let digits = text.dropLast(unit == 1 ? 2 : 1)
    guard unit > 0, !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      error(
        "bad duration \(ScriptQuote.shown(token)); expected milliseconds or seconds, "
          + "e.g. 500ms or 2s", at: token)
      return nil
    }
    let limit = ScriptParser.maximumSleepMilliseconds
    guard let value = Int(digits), value <= limit / unit else {
      error("bad duration \(ScriptQuote.shown(token)); at most \(limit / 1_000)s", at: token)
      return nil
    }
    return value * unit
  }

  /// A snapshot name: letters, digits, `.`, `_` and `-`, not starting with `.`.
  mutating func snapshotName(_ token: ScriptToken) -> String? {
    let text = token.text
    let allowed = text.allSatisfy {
      $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0))
    }
    guard token.kind == .word, allowed, !text.hasPrefix(".") else {
      error(
        "bad snapshot name \(ScriptQuote.shown(token)); use letters, digits, '.', '_' and '-', "
          + "not starting with '.'", at: token)
      return nil
    }
    return text
  }
}
