import Foundation
import Testing

/// Two instances never edit one library at once (SPEC §5): the second is refused before it
/// takes the terminal, and neither run changes the file.
///
/// Both instances run in real terminals: without one the second would stop earlier, at the
/// missing terminal, and the lock would go untested.
@Suite(
  "A second instance on the same library is refused",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct SecondInstanceTests {
  @Test(
    "the second exits 2 saying the library is in use; the first carries on; the file is unchanged",
    arguments: [true, false])
  func secondInstanceIsRefused(explicitPath: Bool) async throws {
    let workspace = try Workspace()
    let library: String
    let arguments: [String]
    if explicitPath {
      library = try workspace.writeLibrary()
      arguments = ["--data", library]
    } else {
      // The default location, `$XDG_DATA_HOME/navstack/library.json`, made by the first run.
      library = workspace.path("data/navstack/library.json")
      arguments = []
    }
    let first = try await Navstack.startInTmux(arguments, in: workspace)
    defer { first.kill() }
    let before = try #require(
      FileManager.default.contents(atPath: library), "no library at \(library)")

    let second = try TmuxSession(
      command: try Navstack.shellCommand(arguments, in: workspace, errorsToFile: true),
      workspace: workspace)
    defer { second.kill() }
    #expect(try await Navstack.finish(second, workspace) == 2)
    let message = workspace.read("out/stderr") ?? ""
    #expect(message.contains("in use by another navstack"), "stderr: \(message)")
    #expect(message.contains(library), "the message names the library: \(message)")
    #expect(FileManager.default.contents(atPath: library) == before, "the library changed")

    Navstack.clearShellCommandResults(in: workspace)
    try first.sendKeys("Enter")
    let opened = try await first.waitForScreen { $0[0].contains("< Folders") }
    #expect(opened != nil, "the first instance stopped answering keys")
    try first.sendKeys("q")
    #expect(try await Navstack.finish(first, workspace) == 0)
    #expect(FileManager.default.contents(atPath: library) == before, "the library changed")
  }

  /// A replay writes the library too: one that saved under an open instance had its save
  /// reverted, without a word, by the instance's next one.
  @Test("a replay on a library open elsewhere exits 2 naming the holder, and saves nothing")
  func replayIsRefused() async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    let first = try await Navstack.startInTmux(["--data", library], in: workspace)
    defer { first.kill() }
    let before = try Data(contentsOf: URL(fileURLWithPath: library))
    let shell = try #require(Int32(try first.display("#{pane_pid}")))
    let holder = try #require(
      ProcessTree.descendants(of: shell, named: try Navstack.processName()).first)
    let script = try workspace.write("Enter\nSpace\n", to: "toggle.keys")

    let outcome = try await Navstack.run(
      ["--replay", script, "--headless", "--data", library], in: workspace)

    #expect(outcome.status == 2)
    #expect(
      outcome.errors.contains("\(library): in use by another navstack (pid \(holder))"),
      "\(outcome.errors)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: library)) == before, "the replay saved")
    try first.sendKeys("q")
    #expect(try await Navstack.finish(first, workspace) == 0)
  }

  /// The lock must follow the file, not the spelling of its path: a library reached through
  /// a symbolic link (a synced folder linked into place) is the same library.
  @Test("a second instance reaching the library through a symbolic link is refused too")
  func symbolicLinkIsRefused() async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    let link = workspace.path("link.json")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: library)
    let first = try await Navstack.startInTmux(["--data", library], in: workspace)
    defer { first.kill() }

    let second = try TmuxSession(
      command: try Navstack.shellCommand(["--data", link], in: workspace, errorsToFile: true),
      workspace: workspace)
    defer { second.kill() }
    // Refused, it ends; let in, it draws Folders: either settles the question.
    let settled = try await second.waitForScreen { rows in
      workspace.read("out/stty") != nil || rows.contains { $0.contains("[+ Folder]") }
    }
    try #require(settled != nil, "the second instance neither ended nor started")
    let refused = workspace.read("out/stty") != nil
    #expect(refused, "the second instance started on the same library")
    if !refused {
      try second.sendKeys("q")
      _ = try await Navstack.waitForShellCommand(in: workspace)
    }
    #expect(workspace.read("out/status")?.hasPrefix("2") == refused)
  }
}
