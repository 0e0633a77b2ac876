import Foundation
import Testing

/// A click on a list row opens it, and `--no-mouse` turns the mouse off (SPEC §4, issue 6).
///
/// The clicks are sent as a terminal emulator sends them, in the protocol the app turned on:
/// its bytes say which (`ESC[?1006;1000h` asks for SGR reports, a bare `ESC[?1000h` for the
/// older X10 form), as terminfo chose for the terminal type. Where the app ended up is read
/// from `state.json` after it quits, not guessed from its output.
@Suite("Mouse clicks open rows")
struct MouseTests {
  /// The Home row of the Folders screen: row 2 (under the bar and Work), inside its text.
  static let homeRow = (column: 4, row: 2)

  /// SGR reports are asked for under every terminal type, with 1000 and 1002.
  @Test("a click on the Home row opens Home", arguments: ["xterm-256color", "tmux-256color"])
  func clickOpensRow(terminalType: String) async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    let terminal = try await Navstack.startInPseudoTerminal(
      ["--data", library], in: workspace, environment: ["TERM": terminalType])
    let protocolBytes = try #require(
      MouseProtocol(enabledIn: terminal.output), "the app did not turn mouse reporting on")
    #expect(protocolBytes == .sgr)

    let offset = terminal.output.count
    try await terminal.send(protocolBytes.click(column: Self.homeRow.column, row: Self.homeRow.row))
    #expect(
      try await terminal.waitForText("Fix the kitchen tap", after: offset),
      "the click did not open Home")
    try await terminal.send("q")
    #expect(try await terminal.waitForExit() == 0)
    #expect(SavedFiles.lastPath(in: workspace) == ["Home"])
  }

  @Test("a click past column 223, which only SGR can report, presses a button")
  func clickFarRight() async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    let terminal = try await Navstack.startInPseudoTerminal(
      ["--data", library], in: workspace, width: 260)
    let offset = terminal.output.count
    // `[+ Folder]` is right-aligned in the bar: it spans columns 250 to 259 of 260.
    try await terminal.send(MouseProtocol.sgr.click(column: 252, row: 0))
    #expect(
      try await terminal.waitForText("New Folder", after: offset),
      "the click did not press [+ Folder]")
    try await terminal.send("\u{1B}")
    try await terminal.send("\u{3}")
    #expect(try await terminal.waitForExit() == 0)
    #expect(MouseProtocol(enabledIn: terminal.output) == nil, "mouse reporting left on")
  }

  @Test("with --no-mouse, reporting stays off and a click opens nothing")
  func noMouseIgnoresClicks() async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    let terminal = try await Navstack.startInPseudoTerminal(
      ["--data", library, "--no-mouse"], in: workspace)
    #expect(MouseProtocol(enabledIn: terminal.output) == nil, "mouse reporting was turned on")

    let offset = terminal.output.count
    for form in [MouseProtocol.sgr, .x10] {
      try await terminal.send(form.click(column: Self.homeRow.column, row: Self.homeRow.row))
    }
    // Keys are read in order: once j has moved the selection, the clicks were read too.
    #expect(try await terminal.press("j"), "j after the clicks drew nothing")
    try await terminal.send("q")
    #expect(try await terminal.waitForExit() == 0)
    let after = Array(terminal.output[offset...])
    #expect(!ControlSequences.contains(after, Array("Fix the kitchen tap".utf8)), "Home opened")
    #expect(SavedFiles.lastPath(in: workspace) == [])
  }
}
