import NavStackScript
import Testing

@testable import NavStack

/// The commands of `text` parsed as `t.keys`, or its diagnostics as strings.
private func parsed(_ text: String) -> Result<[ScriptCommand], ScriptErrors> {
  ScriptParser.parse(text, path: "t.keys").map { $0.steps.map(\.command) }
}

private func errors(_ text: String) -> [String] {
  if case .failure(let failure) = parsed(text) { return failure.diagnostics.map(\.description) }
  return []
}

/// Two buttons on two rows; each press is counted by title.
private struct TwoButtons: View {
  @State private var presses: [String] = []

  var body: some View {
    VStack(alignment: .leading) {
      Button("Visit") { presses.append("Visit") }
      Button("日本 Other") { presses.append("Other") }
      Text("pressed: \(presses.joined(separator: ","))")
    }
  }
}

@MainActor
private func replay(_ text: String) -> ReplayResult {
  switch ScriptParser.parse(text, path: "t.keys") {
  case .success(let script):
    return Replayer(script: script)
      .run(app: ViewHost(TwoButtons()), terminal: HeadlessTerminal(size: .standard))
  case .failure(let errors):
    Issue.record("script did not parse: \(errors)")
    return ReplayResult(outcome: .failed("unparsed"))
  }
}

@Suite("Script: Click \"TEXT\"")
@MainActor
struct ClickTextScriptTests {
  @Test("Click \"TEXT\" parses beside Click COLUMN ROW")
  func parses() throws {
    let commands = try parsed("Click \"Save\"\nClick 12 4\nClick \"say \\\"hi\\\"\"").get()
    #expect(
      commands == [
        .clickText("Save"), .mouse(MouseEvent(.click, at: Point(x: 12, y: 4))),
        .clickText("say \"hi\""),
      ])
  }

  @Test("Click \"TEXT\" errors: empty text, text on two lines, an extra argument")
  func parseErrors() {
    #expect(errors("Click \"\"") == ["t.keys:1:7: error: empty text; give the text to click"])
    #expect(
      errors("Click \"a\\nb\"") == ["t.keys:1:7: error: the text to click must be on one line"])
    #expect(
      errors("Click \"Save\" 3") == [
        "t.keys:1:14: error: extra argument '3'; usage: Click \"TEXT\", e.g. Click \"Save\""
      ])
  }

  @Test("the first cell of the first place showing the text, wide characters counted twice")
  func firstCell() {
    var canvas = Canvas(size: Size(width: 20, height: 3))
    canvas.draw("日本 Save", x: 2, y: 1)
    canvas.draw("Save", x: 0, y: 2)
    #expect(canvas.firstCell(showing: "Save") == Point(x: 7, y: 1))
    #expect(canvas.firstCell(showing: "本 S") == Point(x: 4, y: 1))
    #expect(canvas.firstCell(showing: "Nowhere") == nil)
    #expect(canvas.firstCell(showing: "") == nil)
  }

  @Test("a replay clicks what the screen shows, after wide characters too")
  func clicksShownText() {
    let result = replay(
      """
      Click "Other"
      Expect "pressed: Other"
      Click "Visit"
      Expect "pressed: Other,Visit"
      """)
    #expect(result.outcome == .passed, "\(result.outcome.failureMessage ?? "")")
    #expect(result.eventCount == 2)
  }

  @Test("a replay stops with status 1, naming the text, when no place shows it")
  func missingText() {
    let result = replay("Click \"Visit\"\nClick \"Nowhere\"\nExpect \"never checked\"")
    let message = result.outcome.failureMessage ?? ""
    #expect(result.exitStatus == 1)
    #expect(
      message.hasPrefix("t.keys:2: cannot click \"Nowhere\": no place on the screen shows it"))
    #expect(message.contains("pressed: Visit"))
  }
}
