import NavStack

/// The commands other than keys: header settings, typing, resizing, clicks, sleeps and checks.
extension ScriptParseContext {
  /// How each command is written, quoted in messages about it.
  enum Usage {
    static let set = "Set Size WIDTHxHEIGHT or Set FirstRun on|off"
    static let setSize = "Set Size WIDTHxHEIGHT, e.g. Set Size 100x30"
    static let setFirstRun = "Set FirstRun on|off"
    static let type = "Type \"text\""
    static let send = "Send \"bytes\", e.g. Send \"\\e[1;5C\""
    static let paste = "Paste \"text\""
    static let resize = "Resize WIDTHxHEIGHT, e.g. Resize 80x24"
    static let click = "Click COLUMN ROW, e.g. Click 12 4"
    static let clickText = "Click \"TEXT\", e.g. Click \"Save\""
    static let wheel = "Wheel Up|Down COLUMN ROW, e.g. Wheel Down 12 4"
    static let sleep = "Sleep DURATION, e.g. Sleep 500ms"
    static let expect = "Expect \"text\" or Expect row N \"text\""
    static let expectRow = "Expect row N \"text\""
    static let expectNot = "ExpectNot \"text\""
    static let expectStack = "ExpectStack \"Root > Pushed | Sheet\""
    static let snapshot = "Snapshot NAME"
  }

  /// The settings `Set` knows.
  static let settingNames = ["Size", "FirstRun"]

  mutating func parseSetting(_ command: ScriptToken, _ arguments: [ScriptToken]) {
    let inHeader = !hasActions
    if !inHeader { error("'Set' must come before the first action", at: command) }
    guard let name = word(arguments, 0, after: command, what: "setting", usage: Usage.set) else {
      return
    }
    switch name.text {
    case "Size":
      guard let value = word(arguments, 1, after: name, what: "size", usage: Usage.setSize),
        let size = size(value)
      else { return }
      if inHeader, noteSetting(name) { settings.size = size }
      rejectExtra(arguments, beyond: 2, usage: Usage.setSize)
    case "FirstRun":
      guard let value = word(arguments, 1, after: name, what: "on or off", usage: Usage.setFirstRun)
      else { return }
      guard value.text == "on" || value.text == "off" else {
        error("FirstRun takes 'on' or 'off', not \(ScriptQuote.shown(value))", at: value)
        return
      }
      if inHeader, noteSetting(name) { settings.firstRun = value.text == "on" }
      rejectExtra(arguments, beyond: 2, usage: Usage.setFirstRun)
    default:
      let names = Self.settingNames
      let hint =
        Suggestion.closest(to: name.text, among: names).map { "did you mean '\($0)'?" }
        ?? "expected " + names.map { "'\($0)'" }.joined(separator: " or ")
      error("unknown setting \(ScriptQuote.shown(name)); \(hint)", at: name)
    }
  }

  /// Records that a setting was given on this line; false, with an error, when it already was.
  private mutating func noteSetting(_ name: ScriptToken) -> Bool {
    if let earlier = settingLines[name.text] {
      error("'\(name.text)' is already set on line \(earlier)", at: name)
      return false
    }
    settingLines[name.text] = lineNumber
    return true
  }

  mutating func parseType(_ command: ScriptToken, _ arguments: [ScriptToken]) {
    guard let text = string(arguments, 0, after: command, what: "text", usage: Usage.type),
      textOnly(arguments[0])
    else { return }
    guard !text.isEmpty else {
      error("empty text; nothing would be typed", at: arguments[0])
      return
    }
    rejectExtra(arguments, beyond: 1, usage: Usage.type)
    add(.type(text), at: command)
  }

  mutating func parseSend(_ command: ScriptToken, _ arguments: [ScriptToken]) {
    guard string(arguments, 0, after: command, what: "bytes", usage: Usage.send) != nil else {
      return
    }
    guard !arguments[0].bytes.isEmpty else {
      error("empty bytes; nothing would be sent", at: arguments[0])
      return
    }
    rejectExtra(arguments, beyond: 1, usage: Usage.send)
    add(.send(arguments[0].bytes), at: command)
  }

  mutating func parsePaste(_ command: ScriptToken, _ arguments: [ScriptToken]) {
    guard let text = string(arguments, 0, after: command, what: "text", usage: Usage.paste),
      textOnly(arguments[0])
    else { return }
    rejectExtra(arguments, beyond: 1, usage: Usage.paste)
    add(.paste(text), at: command)
  }

  /// Reports a `\xNN` escape above 0x7F in a string that is text, not bytes.
  mutating func textOnly(_ token: ScriptToken) -> Bool {
    guard token.hasRawBytes else { return true }
    error(
      #"a \xNN escape above \x7F is a raw byte, which only Send takes; "#
        + #"write the character, or \u{…}"#, at: token)
    return false
  }

  mutating func parseResize(_ command: ScriptToken, _ arguments: [ScriptToken]) {
    guard let value = word(arguments, 0, after: command, what: "size", usage: Usage.resize),
      let size = size(value)
    else { return }
    rejectExtra(arguments, beyond: 1, usage: Usage.resize)
    add(.resize(size), at: command)
  }

  mutating func parseClick(_ command: ScriptToken, _ arguments: [ScriptToken]) {
    if let first = arguments.first, first.kind == .string {
      parseClickText(command, first, arguments)
      return
    }
    let range = 0...(ScriptParser.maximumDimension - 1)
    guard let columnToken = word(arguments, 0, after: command, what: "column", usage: Usage.click),
      let column = number(columnToken, what: "column", in: range),
      let rowToken = word(arguments, 1, after: columnToken, what: "row", usage: Usage.click),
      let row = number(rowToken, what: "row", in: range)
    else { return }
    rejectExtra(arguments, beyond: 2, usage: Usage.click)
    add(.mouse(MouseEvent(.click, at: Point(x: column, y: row))), at: command)
  }

  /// `Wheel Up 12 4`: the mouse wheel turned once, up or down, over column 12 of row 4.
  mutating func parseWheel(_ command: ScriptToken, _ arguments: [ScriptToken]) {
    guard
      let direction = word(arguments, 0, after: command, what: "Up or Down", usage: Usage.wheel)
    else { return }
    let kinds: [String: MouseEvent.Kind] = ["Up": .wheelUp, "Down": .wheelDown]
    guard let kind = kinds[direction.text] else {
      let hint =
        Suggestion.closest(to: direction.text, among: ["Up", "Down"])
        .map { "; did you mean '\($0)'?" } ?? ""
      error("Wheel turns 'Up' or 'Down', not \(ScriptQuote.shown(direction))\(hint)", at: direction)
      return
    }
    let range = 0...(ScriptParser.maximumDimension - 1)
    guard
      let columnToken = word(arguments, 1, after: direction, what: "column", usage: Usage.wheel),
      let column = number(columnToken, what: "column", in: range),
      let rowToken = word(arguments, 2, after: columnToken, what: "row", usage: Usage.wheel),
      let row = number(rowToken, what: "row", in: range)
    else { return }
    rejectExtra(arguments, beyond: 3, usage: Usage.wheel)
    add(.mouse(MouseEvent(kind, at: Point(x: column, y: row))), at: command)
  }

  /// `Click "TEXT"`: the text is looked for on one row, so it is one line and not empty.
  private mutating func parseClickText(
    _ command: ScriptToken, _ text: ScriptToken, _ arguments: [ScriptToken]
  ) {
    guard !text.text.isEmpty else {
      error("empty text; give the text to click", at: text)
      return
    }
    guard !text.text.contains(where: \.isNewline) else {
      error("the text to click must be on one line", at: text)
      return
    }
    rejectExtra(arguments, beyond: 1, usage: Usage.clickText)
    add(.clickText(text.text), at: command)
  }

  mutating func parseSleep(_ command: ScriptToken, _ arguments: [ScriptToken]) {
    guard let value = word(arguments, 0, after: command, what: "duration", usage: Usage.sleep),
      let milliseconds = duration(value)
    else { return }
    rejectExtra(arguments, beyond: 1, usage: Usage.sleep)
    add(.sleep(milliseconds: milliseconds), at: command)
  }

  mutating func parseExpect(_ command: ScriptToken, _ arguments: [ScriptToken]) {
    if let first = arguments.first, first.kind == .word {
      guard first.text == "row" else {
        let hint = Suggestion.closest(to: first.text, among: ["row"]).map {
          "did you mean '\($0)'? "
        }
        error(
          "expected text in double quotes or 'row', not \(ScriptQuote.shown(first)); "
            + (hint ?? "") + "usage: \(Usage.expect)", at: first)
        return
      }
      let range = 0...(ScriptParser.maximumDimension - 1)
      guard
        let rowToken = word(arguments, 1, after: first, what: "row number", usage: Usage.expectRow),
        let row = number(rowToken, what: "row", in: range),
        let text = checkedText(arguments, 2, after: rowToken, usage: Usage.expectRow)
      else { return }
      rejectExtra(arguments, beyond: 3, usage: Usage.expectRow)
      add(.expect(.rowContains(row: row, text: text)), at: command)
      return
    }
    guard let text = checkedText(arguments, 0, after: command, usage: Usage.expect) else { return }
    rejectExtra(arguments, beyond: 1, usage: Usage.expect)
    add(.expect(.screenContains(text)), at: command)
  }

  mutating func parseExpectNot(_ command: ScriptToken, _ arguments: [ScriptToken]) {
    guard let text = checkedText(arguments, 0, after: command, usage: Usage.expectNot) else {
      return
    }
    rejectExtra(arguments, beyond: 1, usage: Usage.expectNot)
    add(.expect(.screenLacks(text)), at: command)
  }

  mutating func parseExpectStack(_ command: ScriptToken, _ arguments: [ScriptToken]) {
    guard let text = checkedText(arguments, 0, after: command, usage: Usage.expectStack) else {
      return
    }
    rejectExtra(arguments, beyond: 1, usage: Usage.expectStack)
    add(.expect(.stack(text)), at: command)
  }

  /// The text an expectation looks for: a quoted, non-empty string.
  private mutating func checkedText(
    _ arguments: [ScriptToken], _ index: Int, after previous: ScriptToken, usage: String
  ) -> String? {
    guard let text = string(arguments, index, after: previous, what: "text", usage: usage),
      textOnly(arguments[index])
    else { return nil }
    guard !text.isEmpty else {
      error("empty text; give the text to look for", at: arguments[index])
      return nil
    }
    return text
  }

  mutating func parseSnapshot(_ command: ScriptToken, _ arguments: [ScriptToken]) {
    guard arguments.first != nil else {
      error("missing snapshot name; usage: \(Usage.snapshot)", at: command.endColumn)
      return
    }
    guard let name = snapshotName(arguments[0]) else { return }
    if let earlier = snapshotLines[name] {
      error("snapshot name '\(name)' is already used on line \(earlier)", at: arguments[0])
      return
    }
    snapshotLines[name] = lineNumber
    rejectExtra(arguments, beyond: 1, usage: Usage.snapshot)
    add(.snapshot(name), at: command)
  }
}
