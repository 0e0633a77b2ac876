import Foundation
import Testing

/// Bad input stops the app with status 2 and one clear line, and loses nothing (SPEC §5–§7).
///
/// These run the binary directly, without a terminal: every one of these errors must come
/// before a terminal would be taken.
@Suite("Bad input gets status 2 and a clear message")
struct CommandLineFailureTests {
  @Test("a malformed library: status 2, one line with the file and line:column, file unchanged")
  func malformedLibrary() async throws {
    let workspace = try Workspace()
    let broken = """
      {"version": 1,
       "folders": [{"id": "f1", "name": "Work" "items": []}]}

      """
    let library = try workspace.write(broken, to: "broken.json")
    let script = try workspace.write("Down\n", to: "walk.keys")
    let before = try Data(contentsOf: URL(fileURLWithPath: library))

    let outcome = try await Navstack.run(
      ["--replay", script, "--headless", "--data", library], in: workspace)

    #expect(outcome.status == 2)
    let lines = outcome.errors.split(separator: "\n")
    #expect(lines.count == 1, "one line: \(outcome.errors)")
    #expect(outcome.errors.contains(library), "names the file: \(outcome.errors)")
    #expect(outcome.errors.contains(/\b2:\d+/), "gives line 2 and a column: \(outcome.errors)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: library)) == before)
  }

  @Test("a script with an unknown key: status 2 with SCRIPT:LINE:COL and a suggestion")
  func unknownKeyInScript() async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    let script = try workspace.write("Down\nDwon 2\nEnter\n", to: "typo.keys")

    let outcome = try await Navstack.run(
      ["--replay", script, "--headless", "--data", library], in: workspace)

    #expect(outcome.status == 2)
    #expect(outcome.errors.contains("\(script):2:1: error:"), "\(outcome.errors)")
    #expect(outcome.errors.contains("did you mean 'Down'?"), "\(outcome.errors)")
  }

  @Test(
    "no tty and no --headless: status 2 and a message about --headless",
    arguments: [[String](), ["--replay", "walk.keys"]])
  func noTerminal(extra: [String]) async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    try workspace.write("Down\n", to: "walk.keys")
    let arguments = extra.map { $0.hasSuffix(".keys") ? workspace.path($0) : $0 }

    let outcome = try await Navstack.run(arguments + ["--data", library], in: workspace)

    #expect(outcome.status == 2)
    #expect(outcome.errors.contains("--headless"), "\(outcome.errors)")
  }
}
