import Foundation
import Testing

/// Saves are written in the background (keys never wait for the disk: see the Notebook tests),
/// and no way out leaves a change unwritten: q, Ctrl+C, SIGTERM, SIGHUP, the end of a replay.
///
/// The library holds an item with 10 MB of notes, so each save (the whole file, written and
/// flushed) lasts long enough for the way out to come while it is written. One at a time: the
/// libraries are large.
@Suite(
  "No way out leaves a save unwritten", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct BackgroundSaveTests {
  /// Work holds Quarterly plan, then an item whose notes make the file 10 MB.
  static func library(in workspace: Workspace) throws -> String {
    let path = workspace.path("lib/library.json")
    try FileManager.default.createDirectory(
      atPath: workspace.path("lib"), withIntermediateDirectories: true)
    var text = #"{"version":1,"folders":[{"id":"f1","name":"Work","items":["#
    text += #"{"id":"i1","name":"Quarterly plan","notes":"","done":false},"#
    text += #"{"id":"i2","name":"Archive","notes":""#
    text += String(repeating: "x", count: 10_000_000)
    text += #"","done":false}]}]}"#
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    try workspace.markOnboardingDone()
    return path
  }

  /// Whether the file says Quarterly plan is done; it must load whole, too.
  static func quarterlyPlanIsDone(_ path: String) throws -> Bool {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let folders = root?["folders"] as? [[String: Any]] ?? []
    let items = folders.first?["items"] as? [[String: Any]] ?? []
    return items.first?["done"] as? Bool == true
  }

  static func temporaries(_ workspace: Workspace) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: workspace.path("lib"))
      .filter { $0.contains(".tmp-") }
  }

  @Test(
    "a change whose save is still being written is on disk after every way out",
    arguments: ["q", "C-c", "SIGTERM", "SIGHUP"])
  func nothingIsLostOnExit(way: String) async throws {
    let workspace = try Workspace()
    let path = try Self.library(in: workspace)
    let session = try await Navstack.startInTmux(["--data", path], in: workspace)
    defer { session.kill() }
    try await session.step("Enter", to: "the Work list") { $0[1].hasPrefix("› Quarterly plan") }
    if way.hasPrefix("SIG") {
      try await session.step("Space", to: "Quarterly plan done") { $0[1].hasSuffix("✓") }
      let shell = try #require(Int32(try session.display("#{pane_pid}")))
      let app = try #require(
        ProcessTree.descendants(of: shell, named: try Navstack.processName()).first)
      #expect(kill(app, way == "SIGTERM" ? SIGTERM : SIGHUP) == 0)
      #expect(try await Navstack.finish(session, workspace) != nil)
    } else {
      try session.sendKeys("Space", way)
      #expect(try await Navstack.finish(session, workspace) == 0)
    }
    #expect(try Self.quarterlyPlanIsDone(path), "the last change is not on disk")
    #expect(try Self.temporaries(workspace).isEmpty)
  }

  @Test("the end of a replay waits for its last save")
  func replayEndWaits() async throws {
    let workspace = try Workspace()
    let path = try Self.library(in: workspace)
    let script = try workspace.write("Enter\nSpace\n", to: "toggle.keys")
    let outcome = try await Navstack.run(
      ["--replay", script, "--headless", "--data", path], in: workspace)
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(try Self.quarterlyPlanIsDone(path), "the last change is not on disk")
    #expect(try Self.temporaries(workspace).isEmpty)
  }
}
