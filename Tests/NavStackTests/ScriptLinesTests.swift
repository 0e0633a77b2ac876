import Testing

@testable import NavStack
@testable import NavStackScript

/// A script is split into lines by its bytes when it is ASCII; the lines, and so the line
/// numbers errors give, must be those that splitting by characters gives.
@Suite("Script parser: lines")
struct ScriptLinesTests {
  @Test(
    "a script's lines are those its characters give, whatever ends them",
    arguments: [
      "Down\nUp", "Down\nUp\n", "Down\r\nUp\r\n", "Down\rUp", "\n\n", "\r\r\n\n", "",
      "Down\n\r\nUp\r", "Type \"a\"\n\n# note\nq",
      // Newlines beyond "\n" and "\r", and text beyond ASCII, take the characters' way.
      "Down\u{0B}Up", "Down\u{0C}Up", "Type \"é\"\nUp", "Down\u{2028}Up\u{85}Esc",
      "Type \"e\u{301}\"\r\nq",
    ])
  func linesAsCharactersGiveThem(text: String) {
    let body = Substring(text)
    let expected = body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    #expect(ScriptParser.lines(of: body) == expected)
  }

  @Test("an error after lines ended by CR LF names its line")
  func errorLineAfterCRLF() {
    guard case .failure(let failure) = ScriptParser.parse("Down\r\nUp\r\nDwon\r\n", path: "t.keys")
    else {
      Issue.record("the script parsed")
      return
    }
    #expect(
      failure.diagnostics.map(\.description)
        == ["t.keys:3:1: error: unknown key 'Dwon'; did you mean 'Down'?"])
  }
}
