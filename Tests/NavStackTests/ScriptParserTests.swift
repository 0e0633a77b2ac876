import NavStackScript
import Testing

@testable import NavStack

/// The diagnostics of parsing `text` as `t.keys`, one string each; empty when it parsed.
private func errors(_ text: String) -> [String] {
  switch ScriptParser.parse(text, path: "t.keys") {
  case .success: return []
  case .failure(let failure): return failure.diagnostics.map(\.description)
  }
}

/// The commands of `text`, or nil when it did not parse.
private func commands(_ text: String) -> [ScriptCommand]? {
  try? ScriptParser.parse(text, path: "t.keys").get().steps.map(\.command)
}

private func script(_ text: String) -> KeyScript? {
  try? ScriptParser.parse(text, path: "t.keys").get()
}

@Suite("Script parser: valid forms")
struct ScriptParserValidTests {
  @Test("keys by name, with and without repeat counts")
  func keys() {
    let parsed = commands(
      """
      Down 3
      Enter
      Esc
      Shift+Tab
      PgUp 2
      F1
      F12
      Ctrl+S
      Ctrl+s
      Alt+x
      Space
      q
      /
      ?
      +
      日
      """)
    #expect(
      parsed == [
        .key(.down, count: 3), .key(.enter, count: 1), .key(.escape, count: 1),
        .key(.backTab, count: 1), .key(.pageUp, count: 2), .key(.function(1), count: 1),
        .key(.function(12), count: 1), .key(.control("s"), count: 1),
        .key(.control("s"), count: 1), .key(.alt("x"), count: 1), .key(.space, count: 1),
        .key(.character("q"), count: 1), .key(.character("/"), count: 1),
        .key(.character("?"), count: 1), .key(.character("+"), count: 1),
        .key(.character("日"), count: 1),
      ])
  }

  @Test("the largest repeat count is accepted")
  func largestCount() {
    #expect(commands("j 100000") == [.key(.character("j"), count: 100_000)])
  }

  @Test("Type, Resize, Click, Sleep")
  func actions() {
    let parsed = commands(
      """
      Type "Quarterly plan"
      Resize 60x20
      Resize 100×40
      Click 12 4
      Sleep 500ms
      Sleep 2s
      Sleep 0ms
      """)
    #expect(
      parsed == [
        .type("Quarterly plan"), .resize(Size(width: 60, height: 20)),
        .resize(Size(width: 100, height: 40)),
        .mouse(MouseEvent(.click, at: Point(x: 12, y: 4))), .sleep(milliseconds: 500),
        .sleep(milliseconds: 2_000), .sleep(milliseconds: 0),
      ])
  }

  @Test("expectations and snapshots")
  func checks() {
    let parsed = commands(
      """
      Expect "Quarterly plan"
      Expect row 0 "< Folders"
      ExpectNot "Discard changes?"
      ExpectStack "Folders > Work | New Item"
      Snapshot after-save
      Snapshot v1.2_final-B
      """)
    #expect(
      parsed == [
        .expect(.screenContains("Quarterly plan")),
        .expect(.rowContains(row: 0, text: "< Folders")),
        .expect(.screenLacks("Discard changes?")),
        .expect(.stack("Folders > Work | New Item")),
        .snapshot("after-save"), .snapshot("v1.2_final-B"),
      ])
  }

  @Test("steps keep their line and column")
  func positions() {
    let parsed = script("# header\n\n  Down 2\nEnter")
    #expect(parsed?.steps.map(\.line) == [3, 4])
    #expect(parsed?.steps.map(\.column) == [3, 1])
  }

  @Test("a line that is one named key reads as the same key with a count and as any other line")
  func namedKeyLines() {
    let parsed = script("Down\nPgUp\nEsc\n  Down\nDown 1\nEnter # open")
    #expect(
      parsed?.steps.map(\.command) == [
        .key(.down, count: 1), .key(.pageUp, count: 1), .key(.escape, count: 1),
        .key(.down, count: 1), .key(.down, count: 1), .key(.enter, count: 1),
      ])
    #expect(parsed?.steps.map(\.line) == [1, 2, 3, 4, 5, 6])
    #expect(parsed?.steps.map(\.column) == [1, 1, 1, 3, 1, 1])
    #expect(errors("down") == ["t.keys:1:1: error: unknown key 'down'; did you mean 'Down'?"])
    #expect(!errors("Type").isEmpty, "a command alone is still a command, not a key")
    #expect(!errors("Set\nDown\nSet size 80x24").isEmpty, "Set after a key is still refused")
  }

  @Test("header settings")
  func header() {
    let parsed = script("Set Size 100x30\nSet FirstRun on\nDown")
    #expect(parsed?.settings == ScriptSettings(size: Size(width: 100, height: 30), firstRun: true))
    #expect(script("Set FirstRun off")?.settings.firstRun == false)
    #expect(script("Down")?.settings == ScriptSettings())
    #expect(script("# comment\n\nSet Size 80x24\nDown")?.settings.size == .standard)
  }

  @Test("comments and blank lines are skipped; # inside a string or a word is not a comment")
  func comments() {
    let parsed = commands(
      """
      # a comment line
        # an indented one

      Down 3   # trailing comment
      Type "#hashtag # not a comment"  # but this is
      Expect "a#b"
      Alt+#
      """)
    #expect(
      parsed == [
        .key(.down, count: 3), .type("#hashtag # not a comment"), .expect(.screenContains("a#b")),
        .key(.alt("#"), count: 1),
      ])
  }

  @Test("string escapes")
  func escapes() {
    #expect(commands(#"Type "say \"hi\" \\ done""#) == [.type(#"say "hi" \ done"#)])
    #expect(commands(#"Type "a\nb\tc""#) == [.type("a\nb\tc")])
    #expect(commands(#"Type "\u{1F600}\u{e9}\u{65}\u{301}""#) == [.type("😀ée\u{301}")])
  }

  @Test("Type turns newline into Enter and tab into Tab")
  func typedKeys() {
    #expect(
      ScriptCommand.keys(typing: "a\n\té")
        == [.character("a"), .enter, .tab, .character("é")])
  }

  @Test("Windows line endings and a byte order mark are accepted")
  func lineEndings() {
    #expect(commands("\u{FEFF}Down\r\nUp 2\r\n") == [.key(.down, count: 1), .key(.up, count: 2)])
  }

  @Test("an empty script parses to no steps")
  func empty() {
    #expect(commands("") == [])
    #expect(commands("# only a comment\n\n") == [])
  }

  @Test("the script name drops folders and .keys")
  func name() {
    #expect(KeyScript(path: "Tests/Scripts/walk.keys", steps: []).name == "walk")
    #expect(KeyScript(path: "walk", steps: []).name == "walk")
    #expect(KeyScript(path: "a/b.txt", steps: []).name == "b.txt")
  }

  @Test("a script error exits with status 2")
  func exitStatus() {
    #expect(ScriptErrors([]).exitStatus == 2)
  }
}
