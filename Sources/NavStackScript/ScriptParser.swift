import NavStack

/// Parses keystroke scripts (`.keys`, SPEC §7), reporting every error with its place.
///
/// The whole text is read before anything is replayed. Each line holds one command: a header
/// setting (`Set …`, before the first action), an action, or a check; blank lines and comments
/// (`#` at the start of a token, outside strings) are skipped. Errors do not stop the
/// parse: every line is examined, and the result is either the script or all its errors, each
/// `SCRIPT:LINE:COL: error: message` with a did-you-mean for near misses.
///
/// ```swift
/// switch ScriptParser.parse(text, path: "demo.keys") {
/// case .success(let script): …
/// case .failure(let errors): print(errors); exit(errors.exitStatus)
/// }
/// ```
public enum ScriptParser {
  /// The largest repeat count a key takes (`Down 100000`).
  public static let maximumRepeatCount = 100_000
  /// The largest width or height `Resize` and `Set Size` take.
  public static let maximumDimension = 1_000
  /// The longest `Sleep`: one day of virtual time.
  public static let maximumSleepMilliseconds = 86_400_000

  /// The command words, in the order usage messages list them.
  public static let commandNames = [
    "Set", "Type", "Send", "Paste", "Resize", "Click", "Wheel", "Sleep", "Expect", "ExpectNot",
    "ExpectStack", "Snapshot",
  ]

  /// The script in `text`, or every error it has; `path` names the script in messages.
  public static func parse(_ text: String, path: String) -> Result<KeyScript, ScriptErrors> {
    var context = ScriptParseContext(path: path)
    var body = Substring(text)
    if body.first == "\u{FEFF}" { body = body.dropFirst() }
    for (index, line) in lines(of: body).enumerated() {
      context.parse(line: line, number: index + 1)
    }
    if context.diagnostics.isEmpty {
      return .success(KeyScript(path: path, settings: context.settings, steps: context.steps))
    }
    return .failure(ScriptErrors(context.diagnostics))
  }
}

extension ScriptParser {
  /// The lines of `body`, as `split(whereSeparator: \.isNewline)` gives them.
  ///
  /// An ASCII script, which nearly every one is, is split on its bytes: finding lines
  /// character by character cost more than reading them, a replay of 20,000 keys being
  /// 20,000 lines. Any other text is split by characters.
  static func lines(of body: Substring) -> [Substring] {
    let bytes = body.utf8
    // Vertical tab and form feed are newlines too, and only text beyond ASCII has others.
    guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0B && $0 != 0x0C }) else {
      return body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }
    var lines: [Substring] = []
    var start = bytes.startIndex
    var index = start
    while index != bytes.endIndex {
      let byte = bytes[index]
      guard byte == 0x0A || byte == 0x0D else {
        index = bytes.index(after: index)
        continue
      }
      lines.append(body[start..<index])
      index = bytes.index(after: index)
      // A carriage return and a line feed together are one line end, as one character.
      if byte == 0x0D, index != bytes.endIndex, bytes[index] == 0x0A {
        index = bytes.index(after: index)
      }
      start = index
    }
    lines.append(body[start..<bytes.endIndex])
    return lines
  }
}

/// The state of one parse: what has been read so far and the errors found.
struct ScriptParseContext {
  let path: String
  var diagnostics: [ScriptDiagnostic] = []
  var steps: [ScriptStep] = []
  var settings = ScriptSettings()
  /// The line of each header setting already given, to report a second one.
  var settingLines: [String: Int] = [:]
  /// The line of each snapshot name already used: two checks must not share a file.
  var snapshotLines: [String: Int] = [:]
  var lineNumber = 0

  init(path: String) {
    self.path = path
  }

  /// Whether a line other than `Set` has been read, valid or not: `Set` is refused after it.
  var hasActions = false

  mutating func error(_ message: String, at column: Int) {
    diagnostics.append(
      ScriptDiagnostic(path: path, line: lineNumber, column: column, message: message))
  }

  mutating func error(_ message: String, at token: ScriptToken) {
    error(message, at: token.column)
  }

  /// The key of a line that is just one of the named keys (`Down`, `PgUp`), as the lexer and
  /// `parseKey` would read it; nil for any other line.
  static func namedKey(alone line: Substring) -> Key? {
    guard line.utf8.count >= 2,
      line.utf8.allSatisfy({ $0 < 0x80 && ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A })
    else { return nil }
    return KeyName.namedKeys[String(line)]
  }

  mutating func add(_ command: ScriptCommand, at token: ScriptToken) {
    steps.append(ScriptStep(command, line: lineNumber, column: token.column))
  }

  mutating func parse(line: Substring, number: Int) {
    lineNumber = number
    // Most lines of a recorded script are one named key; they need no lexer.
    if let key = Self.namedKey(alone: line) {
      hasActions = true
      steps.append(ScriptStep(.key(key, count: 1), line: number, column: 1))
      return
    }
    var lexErrors: [(String, Int)] = []
    let tokens = ScriptLexer.tokens(in: line) { lexErrors.append(($0, $1)) }
    for (message, column) in lexErrors { error(message, at: column) }
    guard let tokens else {
      hasActions = true
      return
    }
    guard let first = tokens.first else { return }
    defer { if first.text != "Set" || first.kind != .word { hasActions = true } }
    let arguments = Array(tokens.dropFirst())
    guard first.kind == .word else {
      error("expected a command or a key, not a string; to type text write Type \"…\"", at: first)
      return
    }
    switch first.text {
    case "Set": parseSetting(first, arguments)
    case "Type": parseType(first, arguments)
    case "Send": parseSend(first, arguments)
    case "Paste": parsePaste(first, arguments)
    case "Resize": parseResize(first, arguments)
    case "Click": parseClick(first, arguments)
    case "Wheel": parseWheel(first, arguments)
    case "Sleep": parseSleep(first, arguments)
    case "Expect": parseExpect(first, arguments)
    case "ExpectNot": parseExpectNot(first, arguments)
    case "ExpectStack": parseExpectStack(first, arguments)
    case "Snapshot": parseSnapshot(first, arguments)
    default: parseKey(first, arguments)
    }
  }
}
