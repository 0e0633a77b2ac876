import Foundation
import Testing

@testable import NavStack
@testable import NavStackScript

/// Draws `label` on row 0, reversed when `highlighted`.
@MainActor
private final class LabelApp: Application {
  var label: String
  var highlighted: Bool
  var isFinished = false

  init(_ label: String, highlighted: Bool = false) {
    self.label = label
    self.highlighted = highlighted
  }

  func handle(_ event: InputEvent) {}

  func render(size: Size) -> Canvas {
    var canvas = Canvas(size: size)
    canvas.draw(label, x: 0, y: 0, style: highlighted ? .selection : .plain)
    canvas.draw("footer", x: 0, y: size.height - 1)
    return canvas
  }

  var stackDescription: String { "Label" }
  func advanceClock(by milliseconds: Int) {}
}

/// A fresh folder for one test's snapshots.
private func temporaryDirectory() throws -> String {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("navstack-snapshots-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url.path
}

private let size = Size(width: 20, height: 4)

@MainActor
private func replay(
  _ app: LabelApp, directory: String?, update: Bool = false, text: String = "Snapshot home"
) throws -> ReplayResult {
  let script = try ScriptParser.parse(text, path: "scripts/demo.keys").get()
  let options = Replayer.Options(snapshotsDirectory: directory, updateSnapshots: update)
  return Replayer(script: script, options: options)
    .run(app: app, terminal: HeadlessTerminal(size: size))
}

@Suite("Script snapshots")
@MainActor
struct ScriptSnapshotTests {
  @Test("a missing snapshot fails and names the file to record")
  func missing() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let result = try replay(LabelApp("Hello"), directory: directory)
    let file = "\(directory)/demo/home.txt"
    let message = result.outcome.failureMessage ?? ""
    #expect(
      message.hasPrefix(
        "scripts/demo.keys:1: snapshot 'home' is not recorded: \(file) does not exist; "
          + "run with --update-snapshots to record it\n0 │Hello"))
    #expect(!FileManager.default.fileExists(atPath: file))
  }

  @Test("updating writes the snapshot text, then the same screen passes")
  func writeThenCompare() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let written = try replay(LabelApp("Hello"), directory: directory, update: true)
    let file = "\(directory)/demo/home.txt"
    #expect(written.outcome == .passed)
    #expect(written.snapshotsWritten == [file])
    #expect(written.snapshotCount == 1)
    let contents = try String(contentsOfFile: file, encoding: .utf8)
    #expect(contents == "Hello\n\n\nfooter\n-- styles --\n")

    let again = try replay(LabelApp("Hello"), directory: directory)
    #expect(again.outcome == .passed)
    #expect(again.snapshotsWritten.isEmpty)

    let unchanged = try replay(LabelApp("Hello"), directory: directory, update: true)
    #expect(unchanged.snapshotsWritten.isEmpty)
  }

  @Test("a differing snapshot fails with a unified diff, styles included")
  func differs() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    _ = try replay(LabelApp("Hello"), directory: directory, update: true)
    let result = try replay(LabelApp("Hello", highlighted: true), directory: directory)
    let file = "\(directory)/demo/home.txt"
    let expected = [
      "scripts/demo.keys:1: snapshot 'home' differs from \(file); run with --update-snapshots "
        + "to accept it",
      "--- \(file)",
      "+++ home (this run)",
      "@@ -3,3 +3,4 @@",
      " ",
      " footer",
      " -- styles --",
      "+0: 0-4 reverse@selection",
    ].joined(separator: "\n")
    #expect(result.outcome == .failed(expected))
    #expect(result.exitStatus == 1)
  }

  @Test("updating overwrites a differing snapshot and reports it")
  func overwrite() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    _ = try replay(LabelApp("Hello"), directory: directory, update: true)
    let result = try replay(LabelApp("Bye"), directory: directory, update: true)
    let file = "\(directory)/demo/home.txt"
    #expect(result.snapshotsWritten == [file])
    #expect(try String(contentsOfFile: file, encoding: .utf8).hasPrefix("Bye\n"))
  }

  @Test("a snapshot without a snapshot directory is an error, status 2")
  func noDirectory() throws {
    let result = try replay(LabelApp("Hello"), directory: nil)
    #expect(
      result.outcome
        == .error(
          "scripts/demo.keys:1: snapshot 'home' cannot be checked: no snapshot directory is set "
            + "(--snapshots DIR)"))
    #expect(result.exitStatus == 2)
  }

  @Test("a snapshot folder that cannot be written is an error naming it, status 2, not a failure")
  func unwritableFolder() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // A file where the folder should be: no one, root included, can make a folder in it.
    let blocked = "\(directory)/blocked"
    try Data("x".utf8).write(to: URL(fileURLWithPath: blocked))
    let result = try replay(LabelApp("Hello"), directory: blocked, update: true)
    #expect(
      result.outcome
        == .error(
          "scripts/demo.keys:1: cannot write snapshot \(blocked)/demo/home.txt: Not a directory"))
    #expect(result.exitStatus == 2)
    #expect(result.snapshotsWritten.isEmpty)
  }

  @Test("a snapshot that cannot be read is an error naming it, status 2")
  func unreadableSnapshot() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(
      atPath: "\(directory)/demo/home.txt", withIntermediateDirectories: true)
    let result = try replay(LabelApp("Hello"), directory: directory)
    #expect(result.exitStatus == 2)
    #expect(
      result.outcome.failureMessage?.hasPrefix(
        "scripts/demo.keys:1: cannot read snapshot \(directory)/demo/home.txt: ") == true,
      "\(result.outcome)")
  }

  @Test("snapshot files live under the script's base name")
  func paths() {
    let store = SnapshotStore(directory: "Snapshots/")
    #expect(store.path(script: "walk", name: "after-save") == "Snapshots/walk/after-save.txt")
  }
}
