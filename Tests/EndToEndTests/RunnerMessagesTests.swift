import Foundation
import Testing

/// What the runner says to the user: every error a sentence naming the path and the reason
/// (never a Swift error's dump), and the log naming files by their absolute paths.
@Suite("Runner messages: sentences with paths and reasons")
struct RunnerMessagesTests {
  /// Runs `command` under `/bin/sh` without a terminal; its status and standard error.
  func shell(_ command: String, in workspace: Workspace) async throws -> (Int32, String) {
    let status = try await Subprocess.run(
      "/bin/sh", ["-c", command], environment: workspace.environment,
      output: workspace.path("out/sh.stdout"), errors: workspace.path("out/sh.stderr"),
      deadline: TmuxSession.deadline)
    return (status, workspace.read("out/sh.stderr") ?? "")
  }

  @Test("a library folder that cannot be made: a sentence naming the library and the reason")
  func libraryFolderCannotBeMade() async throws {
    let workspace = try Workspace()
    // A file where the data folder should be: no one, root included, can make a folder in it.
    let blocked = try workspace.write("x", to: "blocked")
    var environment = workspace.environment
    environment["XDG_DATA_HOME"] = blocked
    let errors = workspace.path("out/errors")
    let status = try await Subprocess.run(
      try Navstack.binary(), [], environment: environment, output: workspace.path("out/output"),
      errors: errors, deadline: TmuxSession.deadline)
    let message = workspace.read("out/errors") ?? ""
    #expect(status == 2)
    #expect(
      message
        == "navstack: cannot create the library \(blocked)/navstack/library.json: "
        + "cannot make the folder \(blocked)/navstack: Not a directory\n")
    #expect(!message.contains("Error("), "a Swift error's dump: \(message)")
  }

  @Test("a library given by a relative path: the log names the leftover by its absolute path")
  func logNamesAbsolutePaths() async throws {
    let workspace = try Workspace()
    try workspace.write(Workspace.library, to: "lib/library.json")
    let leftover = try workspace.write("{\"version\":1,", to: "lib/.library.json.tmp-999999-abc")
    let script = try workspace.write("Down\n", to: "walk.keys")
    let command =
      "cd \(Navstack.quote(workspace.path("lib"))) && "
      + [try Navstack.binary(), "--replay", script, "--headless", "--data", "library.json"]
      .map(Navstack.quote).joined(separator: " ")
    let (status, errors) = try await shell(command, in: workspace)
    #expect(status == 0, "\(errors)")
    #expect(!FileManager.default.fileExists(atPath: leftover))
    let log = workspace.read("state/navstack/navstack.log") ?? ""
    #expect(log.contains(" removed \(leftover) (13 bytes)"), "\(log)")
  }
}
