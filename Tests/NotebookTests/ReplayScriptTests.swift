import Foundation
import NavStack
import NavStackScript
import Notebook
import NotebookStore
import Testing

/// Every `.keys` script under Scripts/, replayed headless against the app on the sample library
/// and compared with its golden snapshots under Snapshots/.
///
/// Goldens are re-recorded only on purpose: `RECORD_SNAPSHOTS=1 make test`.
@MainActor
@Suite("Keystroke replay of the app")
struct ReplayScriptTests {
  nonisolated static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  nonisolated static let scripts: [String] = {
    let names = try? FileManager.default.contentsOfDirectory(
      atPath: directory.appendingPathComponent("Scripts").path)
    return (names ?? []).filter { $0.hasSuffix(".keys") }.sorted()
  }()

  @Test("the replay scripts exist")
  func scriptsExist() {
    #expect(Self.scripts.count >= 5)
  }

  @Test("replay", arguments: scripts)
  func replay(_ name: String) throws {
    let path = Self.directory.appendingPathComponent("Scripts").appendingPathComponent(name).path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let script = try KeyScript.parse(text, path: path).get()
    let result = try AppHarness.replay(
      script,
      snapshots: Self.directory.appendingPathComponent("Snapshots").path,
      update: ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil)
    #expect(result.outcome == .passed, "\(result.outcome.failureMessage ?? "")")
    // A recording run fails, so that it cannot pass silently: run again to check.
    #expect(
      result.snapshotsWritten.isEmpty,
      "recorded \(result.snapshotsWritten.joined(separator: ", ")); run without RECORD_SNAPSHOTS")
  }
}
