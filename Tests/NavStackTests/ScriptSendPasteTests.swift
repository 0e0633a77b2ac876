import NavStackScript
import Testing

@testable import NavStack

private func parsed(_ text: String) -> Result<[ScriptCommand], ScriptErrors> {
  ScriptParser.parse(text, path: "t.keys").map { $0.steps.map(\.command) }
}

@Suite("Script parser: Send and Paste")
struct ScriptSendPasteTests {
  @Test("Send takes bytes with \\e, \\xNN and \\u{…} escapes; Paste takes text")
  func valid() throws {
    let commands = try parsed(
      #"""
      Send "\e[1;5C"
      Send "\x9B\x41"
      Send "\u{E9}"
      Paste "two\tcolumns\nand a line"
      Type "a\eb"
      """#
    ).get()
    #expect(
      commands == [
        .send(Array("\u{1B}[1;5C".utf8)), .send([0x9B, 0x41]), .send([0xC3, 0xA9]),
        .paste("two\tcolumns\nand a line"), .type("a\u{1B}b"),
      ])
  }

  @Test("raw bytes only in Send; empty and malformed arguments are errors")
  func errors() {
    let text = #"""
      Type "\xFF"
      Send ""
      Send "\xG1"
      Paste
      Sned "x"
      """#
    guard case .failure(let errors) = parsed(text) else {
      Issue.record("parsed")
      return
    }
    let lines = errors.diagnostics.map(\.description)
    #expect(
      lines == [
        #"t.keys:1:6: error: a \xNN escape above \x7F is a raw byte, which only Send takes; "#
          + #"write the character, or \u{…}"#,
        "t.keys:2:6: error: empty bytes; nothing would be sent",
        #"t.keys:3:7: error: bad byte escape; write it as \xNN with two hex digits, e.g. \x1B"#,
        #"t.keys:4:6: error: missing text; usage: Paste "text""#,
        "t.keys:5:1: error: unknown command 'Sned'; did you mean 'Send'?",
      ])
  }

  @Test("a recorded paste is written as Paste and reads back the same")
  func recorded() throws {
    let script = ScriptRecorder.script(for: [
      .paste("a\tb\n\"c\""), .key(Key.right.with(.control)),
    ])
    #expect(script.contains(#"Paste "a\tb\n\"c\"""#))
    #expect(script.contains("Ctrl+Right"))
    let commands = try parsed(script).get()
    #expect(commands == [.paste("a\tb\n\"c\""), .key(Key.right.with(.control), count: 1)])
  }
}
