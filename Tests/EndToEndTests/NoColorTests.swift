import Foundation
import Testing

/// `NO_COLOR` (any value) and `--no-color` send no colour at all, and lose nothing: selection
/// and focus stay visible through reverse video and the `›` marker (SPEC §3, §6; issue 6).
///
/// Judged on the bytes the app writes to a pseudo-terminal of type xterm-256color, which has
/// colours to offer: a theme that only looks plain, or a stray `ESC[39;49m` from ncurses'
/// colour setup, must not pass. The run with colour shows that the check can fail.
@Suite("No colour is sent when colour is turned off")
struct NoColorTests {
  /// How colour is asked for, and whether colour sequences are then expected.
  struct Case: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var arguments: [String]
    var environment: [String: String]
    var expectsColour: Bool
  }

  static let cases = [
    Case(
      testDescription: "NO_COLOR=1", arguments: [], environment: ["NO_COLOR": "1"],
      expectsColour: false),
    Case(
      testDescription: "--no-color", arguments: ["--no-color"], environment: [:],
      expectsColour: false),
    Case(testDescription: "colour on", arguments: [], environment: [:], expectsColour: true),
  ]

  @Test(
    "a walk sends colour only when colour is on, and reverse video and › without it",
    arguments: cases)
  func colourFollowsSettings(_ setting: Case) async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    let terminal = try await Navstack.startInPseudoTerminal(
      ["--data", library] + setting.arguments, in: workspace,
      environment: setting.environment.merging(["TERM": "xterm-256color"]) { $1 })

    try await terminal.press("j")
    var offset = terminal.output.count
    try await terminal.press("\r")
    #expect(
      try await terminal.waitForText("Fix the kitchen tap", after: offset), "Home did not open")
    offset = terminal.output.count
    try await terminal.press("\r")
    #expect(try await terminal.waitForText("Notes", after: offset), "the item did not open")
    try await terminal.press("\u{1B}")
    try await terminal.press("\u{1B}")
    try await terminal.send("q")
    #expect(try await terminal.waitForExit() == 0)

    let output = terminal.output
    let colours = ControlSequences.colourSequences(in: output)
    if setting.expectsColour {
      #expect(!colours.isEmpty, "no colour sequence was sent with colour on")
    } else {
      #expect(colours.isEmpty, "colour sequences were sent: \(colours.prefix(10))")
    }
    if !setting.expectsColour {
      let renditions = ControlSequences.renditions(in: output)
      #expect(renditions.contains { $0.setsReverse }, "no reverse video marks the selection")
    }
    #expect(ControlSequences.contains(output, Array("›".utf8)), "no › marker was drawn")
  }
}
