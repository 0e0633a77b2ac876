import Foundation
import NavStack
import Testing

@testable import NavStackTesting

/// A session script that records its snapshots must not pass, or a test left recording would
/// compare nothing and stay green.
@MainActor
@Suite("NavStackTesting: a recording run fails")
struct ViewSessionRecordingTests {
  @Test("run records the snapshot, then throws naming it; the next run compares and passes")
  func recordingFails() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navstack-session-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = ViewSession(Text("Hello"), size: Size(width: 20, height: 4))
    let script = "Snapshot hello\n"
    #expect(throws: ViewSession.Failure.self) {
      try session.run(script, name: "greeting", snapshots: folder.path, recording: true)
    }
    let written = folder.appendingPathComponent("greeting/hello.txt").path
    #expect(FileManager.default.fileExists(atPath: written))
    try session.run(script, name: "greeting", snapshots: folder.path, recording: false)
  }
}
