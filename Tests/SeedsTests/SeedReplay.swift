import Foundation
import NavStack
import NavStackTesting
import Testing

/// Replays a script of Scripts/ against a view and checks it passed, against the golden
/// snapshots of Snapshots/.
///
/// Goldens are recorded only on purpose, with `RECORD_SNAPSHOTS=1`; a run that records fails,
/// naming what it wrote, so a missing or changed golden never passes silently.
@MainActor
enum SeedReplay {
  nonisolated static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// The scripts on disk, by name without `.keys`.
  nonisolated static var scriptNames: [String] {
    let names = try? FileManager.default.contentsOfDirectory(
      atPath: directory.appendingPathComponent("Scripts").path)
    return (names ?? []).filter { $0.hasSuffix(".keys") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// Replays `Scripts/<name>.keys` against `view`.
  static func run<V: View>(
    _ name: String, _ view: V, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let path = directory.appendingPathComponent("Scripts/\(name).keys").path
    let snapshots = directory.appendingPathComponent("Snapshots").path
    do {
      let result = try ViewSession.replay(view, script: path, snapshots: snapshots)
      #expect(
        result.outcome == .passed, "\(result.outcome.failureMessage ?? "")",
        sourceLocation: sourceLocation)
      if !result.snapshotsWritten.isEmpty {
        let written = result.snapshotsWritten.joined(separator: ", ")
        Issue.record(
          "recorded \(written); check them, then run again without RECORD_SNAPSHOTS",
          sourceLocation: sourceLocation)
      }
    } catch {
      Issue.record("\(name).keys: \(error)", sourceLocation: sourceLocation)
    }
  }
}

/// How many lines of `output` are exactly `line`.
///
/// Other tests running meanwhile may print too, so a check counts its own lines rather than
/// comparing the whole output.
func printed(_ line: String, in output: String) -> Int {
  output.split(separator: "\n").filter { $0 == line }.count
}

/// What `body` printed to standard output (where `print` from a view goes in a headless run).
@MainActor
func standardOutput(of body: () -> Void) -> String {
  fflush(nil)
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("seeds-stdout-\(UUID().uuidString)").path
  let file = open(path, O_CREAT | O_TRUNC | O_RDWR, 0o600)
  let saved = dup(STDOUT_FILENO)
  dup2(file, STDOUT_FILENO)
  body()
  fflush(nil)
  dup2(saved, STDOUT_FILENO)
  close(saved)
  close(file)
  defer { try? FileManager.default.removeItem(atPath: path) }
  return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}
