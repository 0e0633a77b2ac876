import Testing

@testable import NavStack
@testable import NavStackScript

/// The diagnostics of parsing `text` as `t.keys`, one string each; empty when it parsed.
private func errors(_ text: String) -> [String] {
  switch ScriptParser.parse(text, path: "t.keys") {
  case .success: return []
  case .failure(let failure): return failure.diagnostics.map(\.description)
  }
}

@Suite("Script parser: errors")
struct ScriptParserErrorTests {
  @Test("unknown key with a did-you-mean for a near miss")
  func unknownKey() {
    #expect(errors("Dwon") == ["t.keys:1:1: error: unknown key 'Dwon'; did you mean 'Down'?"])
    #expect(errors("down 2") == ["t.keys:1:1: error: unknown key 'down'; did you mean 'Down'?"])
    #expect(errors("  Entr") == ["t.keys:1:3: error: unknown key 'Entr'; did you mean 'Enter'?"])
    #expect(errors("Escape") == ["t.keys:1:1: error: unknown key 'Escape'; did you mean 'Esc'?"])
    #expect(errors("f5") == ["t.keys:1:1: error: unknown key 'f5'; did you mean 'F5'?"])
    #expect(errors("Down#2") == ["t.keys:1:1: error: unknown key 'Down#2'; did you mean 'Down'?"])
  }

  @Test("unknown command with a did-you-mean for a near miss")
  func unknownCommand() {
    #expect(
      errors("Expec \"x\"")
        == ["t.keys:1:1: error: unknown command 'Expec'; did you mean 'Expect'?"])
    #expect(
      errors("type \"x\"") == ["t.keys:1:1: error: unknown command 'type'; did you mean 'Type'?"])
    #expect(errors("Frobnicate") == ["t.keys:1:1: error: unknown command or key 'Frobnicate'"])
  }

  @Test("modifier keys: wrong case, wrong key, out-of-range function keys")
  func modifiers() {
    #expect(errors("ctrl+s") == ["t.keys:1:1: error: unknown key 'ctrl+s'; did you mean 'Ctrl+S'?"])
    #expect(errors("Crtl+x") == ["t.keys:1:1: error: unknown key 'Crtl+x'; did you mean 'Ctrl+X'?"])
    #expect(
      errors("Ctrl+1") == [
        "t.keys:1:1: error: bad key 'Ctrl+1'; Ctrl+ takes a letter or a named key, "
          + "e.g. Ctrl+S or Ctrl+Right"
      ])
    #expect(
      errors("Ctrl") == ["t.keys:1:1: error: bad key 'Ctrl'; Ctrl needs a letter, e.g. Ctrl+S"])
    #expect(
      errors("Alt+xy")
        == ["t.keys:1:1: error: bad key 'Alt+xy'; Alt+ takes one printable character, e.g. Alt+x"])
    #expect(errors("alt+x") == ["t.keys:1:1: error: unknown key 'alt+x'; did you mean 'Alt+x'?"])
    #expect(
      errors("shift+tab") == [
        "t.keys:1:1: error: unknown key 'shift+tab'; did you mean 'Shift+Tab'?"
      ])
    #expect(
      errors("Shift+a") == [
        "t.keys:1:1: error: unknown key 'Shift+a'; Shift goes with a named key "
          + "(Shift+Tab, Shift+Home); "
          + "for a capital letter write the letter itself, e.g. A"
      ])
    #expect(errors("F21") == ["t.keys:1:1: error: unknown key 'F21'; function keys are F1 to F20"])
    #expect(
      errors("Ctrl+Rigth") == [
        "t.keys:1:1: error: unknown key 'Ctrl+Rigth'; did you mean 'Ctrl+Right'?"
      ])
  }

  @Test("bad repeat counts: zero, negative, not a number, too large")
  func repeatCounts() {
    #expect(
      errors("Down 0") == [
        "t.keys:1:6: error: bad repeat count '0'; a key is pressed at least once"
      ])
    #expect(
      errors("Down -2") == [
        "t.keys:1:6: error: bad repeat count '-2'; a key is pressed at least once"
      ])
    #expect(
      errors("Down x")
        == ["t.keys:1:6: error: bad repeat count 'x'; expected a whole number from 1 to 100000"])
    #expect(
      errors("Down 100001") == ["t.keys:1:6: error: bad repeat count '100001'; at most 100000"])
    #expect(
      errors("Down 99999999999999999999999")
        == ["t.keys:1:6: error: bad repeat count '99999999999999999999999'; at most 100000"])
  }

  @Test("a string after a key points to Type")
  func stringAfterKey() {
    #expect(
      errors("Enter \"x\"") == [
        "t.keys:1:7: error: unexpected text after key 'Enter'; to type text write Type \"x\""
      ])
    #expect(
      errors("\"hello\"") == [
        "t.keys:1:1: error: expected a command or a key, not a string; to type text write Type \"…\""
      ])
  }

  @Test("unterminated strings and bad escapes")
  func strings() {
    #expect(
      errors("Type \"abc") == ["t.keys:1:6: error: unterminated string; add a closing '\"'"])
    #expect(
      errors("Type \"abc\\") == ["t.keys:1:6: error: unterminated string; add a closing '\"'"])
    #expect(
      errors(#"Type "a\qb""#) == [
        #"t.keys:1:8: error: unknown escape '\q' in string; use \" \\ \n \t \e \xNN or \u{…}"#
      ])
    #expect(
      errors(#"Type "\u{zz}""#) == [
        #"t.keys:1:7: error: bad unicode escape '\u{zz}'; expected 1 to 8 hex digits of a "#
          + #"Unicode scalar, e.g. \u{1F600}"#
      ])
    #expect(
      errors(#"Type "\u{D800}""#) == [
        #"t.keys:1:7: error: bad unicode escape '\u{D800}'; expected 1 to 8 hex digits of a "#
          + #"Unicode scalar, e.g. \u{1F600}"#
      ])
    #expect(
      errors(#"Type "\u41""#) == [
        #"t.keys:1:7: error: bad unicode escape; write it as \u{hex}, e.g. \u{1F600}"#
      ])
  }

  @Test("every bad escape of a line is reported")
  func severalEscapes() {
    #expect(
      errors(#"Type "\a\b""#) == [
        #"t.keys:1:7: error: unknown escape '\a' in string; use \" \\ \n \t \e \xNN or \u{…}"#,
        #"t.keys:1:9: error: unknown escape '\b' in string; use \" \\ \n \t \e \xNN or \u{…}"#,
      ])
  }

  @Test("missing arguments point just past the command")
  func missingArguments() {
    #expect(errors("Type") == [#"t.keys:1:5: error: missing text; usage: Type "text""#])
    #expect(
      errors("Resize")
        == ["t.keys:1:7: error: missing size; usage: Resize WIDTHxHEIGHT, e.g. Resize 80x24"])
    #expect(
      errors("Click 3") == [
        "t.keys:1:8: error: missing row; usage: Click COLUMN ROW, e.g. Click 12 4"
      ])
    #expect(
      errors("Sleep") == [
        "t.keys:1:6: error: missing duration; usage: Sleep DURATION, e.g. Sleep 500ms"
      ])
    #expect(
      errors("Expect")
        == [#"t.keys:1:7: error: missing text; usage: Expect "text" or Expect row N "text""#])
    #expect(
      errors("Expect row 2") == [#"t.keys:1:13: error: missing text; usage: Expect row N "text""#])
    #expect(errors("ExpectNot") == [#"t.keys:1:10: error: missing text; usage: ExpectNot "text""#])
    #expect(
      errors("ExpectStack")
        == [#"t.keys:1:12: error: missing text; usage: ExpectStack "Root > Pushed | Sheet""#])
    #expect(
      errors("Snapshot") == ["t.keys:1:9: error: missing snapshot name; usage: Snapshot NAME"])
  }

  @Test("arguments of the wrong kind")
  func wrongKinds() {
    #expect(
      errors("Type hello")
        == [#"t.keys:1:6: error: expected text in double quotes, not 'hello'; usage: Type "text""#])
    #expect(
      errors("Resize \"80x24\"") == [
        #"t.keys:1:8: error: expected size without quotes, not "80x24"; "#
          + "usage: Resize WIDTHxHEIGHT, e.g. Resize 80x24"
      ])
    #expect(
      errors("Expect Row 1 \"x\"") == [
        #"t.keys:1:8: error: expected text in double quotes or 'row', not 'Row'; "#
          + #"did you mean 'row'? usage: Expect "text" or Expect row N "text""#
      ])
    #expect(
      errors("Expect row x \"a\"")
        == ["t.keys:1:12: error: bad row 'x'; expected a whole number from 0 to 999"])
    #expect(
      errors("Click a 4") == [
        "t.keys:1:7: error: bad column 'a'; expected a whole number from 0 to 999"
      ])
    #expect(errors("Expect \"\"") == ["t.keys:1:8: error: empty text; give the text to look for"])
    #expect(errors("Type \"\"") == ["t.keys:1:6: error: empty text; nothing would be typed"])
  }

  @Test("extra arguments")
  func extraArguments() {
    #expect(
      errors("Down 3 4") == [
        "t.keys:1:8: error: extra argument '4'; usage: KEY [COUNT], e.g. Down 3"
      ])
    #expect(
      errors("Type \"a\" \"b\"") == [#"t.keys:1:10: error: extra argument "b"; usage: Type "text""#]
    )
    #expect(
      errors("Resize 80x24 now")
        == [
          "t.keys:1:14: error: extra argument 'now'; usage: Resize WIDTHxHEIGHT, e.g. Resize 80x24"
        ])
    #expect(
      errors("Snapshot a b") == ["t.keys:1:12: error: extra argument 'b'; usage: Snapshot NAME"])
    #expect(
      errors("Expect row 1 \"a\" x")
        == [#"t.keys:1:18: error: extra argument 'x'; usage: Expect row N "text""#])
  }

  @Test("bad sizes")
  func sizes() {
    #expect(
      errors("Resize 0x5")
        == ["t.keys:1:8: error: bad size '0x5'; width and height must be at least 1"])
    #expect(
      errors("Resize 80by24") == [
        "t.keys:1:8: error: bad size '80by24'; expected WIDTHxHEIGHT, e.g. 80x24"
      ])
    #expect(
      errors("Resize 80x") == [
        "t.keys:1:8: error: bad size '80x'; expected WIDTHxHEIGHT, e.g. 80x24"
      ])
    #expect(
      errors("Resize 5000x24")
        == ["t.keys:1:8: error: bad size '5000x24'; width and height must be at most 1000"])
    #expect(
      errors("Set Size 0x0")
        == ["t.keys:1:10: error: bad size '0x0'; width and height must be at least 1"])
  }

  @Test("bad durations")
  func durations() {
    let expected = "expected milliseconds or seconds, e.g. 500ms or 2s"
    #expect(errors("Sleep 500") == ["t.keys:1:7: error: bad duration '500'; \(expected)"])
    #expect(errors("Sleep 5m") == ["t.keys:1:7: error: bad duration '5m'; \(expected)"])
    #expect(errors("Sleep -1s") == ["t.keys:1:7: error: bad duration '-1s'; \(expected)"])
    #expect(errors("Sleep ms") == ["t.keys:1:7: error: bad duration 'ms'; \(expected)"])
    #expect(
      errors("Sleep 100000s") == ["t.keys:1:7: error: bad duration '100000s'; at most 86400s"])
  }

  @Test("bad and repeated snapshot names")
  func snapshotNames() {
    let rule = "use letters, digits, '.', '_' and '-', not starting with '.'"
    #expect(errors("Snapshot a/b") == ["t.keys:1:10: error: bad snapshot name 'a/b'; \(rule)"])
    #expect(
      errors("Snapshot .hidden") == ["t.keys:1:10: error: bad snapshot name '.hidden'; \(rule)"])
    #expect(
      errors("Snapshot \"after save\"")
        == [#"t.keys:1:10: error: bad snapshot name "after save"; "# + rule])
    #expect(
      errors("Snapshot one\nDown\nSnapshot one")
        == ["t.keys:3:10: error: snapshot name 'one' is already used on line 1"])
  }

  @Test("the header rule: Set only before the first action")
  func headerRule() {
    #expect(
      errors("Down\nSet Size 80x24")
        == ["t.keys:2:1: error: 'Set' must come before the first action"])
    #expect(
      errors("Expect \"x\"\nSet FirstRun on")
        == ["t.keys:2:1: error: 'Set' must come before the first action"])
    #expect(
      errors("Dwon\nSet FirstRun on") == [
        "t.keys:1:1: error: unknown key 'Dwon'; did you mean 'Down'?",
        "t.keys:2:1: error: 'Set' must come before the first action",
      ])
  }

  @Test("bad settings")
  func settings() {
    #expect(
      errors("Set Sise 80x24") == [
        "t.keys:1:5: error: unknown setting 'Sise'; did you mean 'Size'?"
      ])
    #expect(
      errors("Set Colour on")
        == ["t.keys:1:5: error: unknown setting 'Colour'; expected 'Size' or 'FirstRun'"])
    #expect(
      errors("Set") == [
        "t.keys:1:4: error: missing setting; usage: Set Size WIDTHxHEIGHT or Set FirstRun on|off"
      ])
    #expect(
      errors("Set FirstRun yes") == ["t.keys:1:14: error: FirstRun takes 'on' or 'off', not 'yes'"])
    #expect(
      errors("Set Size 80x24\nSet Size 90x30")
        == ["t.keys:2:5: error: 'Size' is already set on line 1"])
    #expect(
      errors("Set FirstRun on off")
        == ["t.keys:1:17: error: extra argument 'off'; usage: Set FirstRun on|off"])
  }

  @Test("every error of a script is reported together, in order")
  func allErrors() {
    let text = """
      Set Size 100x30
      Dwon 3
      Type "unterminated
      Down 0
      Resize 80by24
      Set FirstRun on
      Snapshot bad/name
      Enter
      """
    #expect(
      errors(text) == [
        "t.keys:2:1: error: unknown key 'Dwon'; did you mean 'Down'?",
        "t.keys:3:6: error: unterminated string; add a closing '\"'",
        "t.keys:4:6: error: bad repeat count '0'; a key is pressed at least once",
        "t.keys:5:8: error: bad size '80by24'; expected WIDTHxHEIGHT, e.g. 80x24",
        "t.keys:6:1: error: 'Set' must come before the first action",
        "t.keys:7:10: error: bad snapshot name 'bad/name'; "
          + "use letters, digits, '.', '_' and '-', not starting with '.'",
      ])
  }

  @Test("a diagnostic without a line names only the file")
  func fileDiagnostic() {
    let diagnostic = ScriptDiagnostic(path: "x.keys", line: 0, column: 0, message: "cannot read")
    #expect(diagnostic.description == "x.keys: error: cannot read")
  }

  @Test("Wheel takes Up or Down, a column and a row")
  func wheel() throws {
    let script = try ScriptParser.parse("Wheel Down 12 4\nWheel Up 0 0", path: "t.keys").get()
    #expect(
      script.steps.map(\.command) == [
        .mouse(MouseEvent(.wheelDown, at: Point(x: 12, y: 4))),
        .mouse(MouseEvent(.wheelUp, at: Point(x: 0, y: 0))),
      ])
    #expect(
      errors("Wheel Dwn 1 2")
        == ["t.keys:1:7: error: Wheel turns 'Up' or 'Down', not 'Dwn'; did you mean 'Down'?"])
    #expect(
      errors("Wheel Up 3") == [
        "t.keys:1:11: error: missing row; usage: Wheel Up|Down COLUMN ROW, e.g. Wheel Down 12 4"
      ])
    #expect(
      errors("Wheel Up 1 2 3") == [
        "t.keys:1:14: error: extra argument '3'; "
          + "usage: Wheel Up|Down COLUMN ROW, e.g. Wheel Down 12 4"
      ])
    #expect(
      errors("Whel Up 1 2") == ["t.keys:1:1: error: unknown command 'Whel'; did you mean 'Wheel'?"])
  }
}
