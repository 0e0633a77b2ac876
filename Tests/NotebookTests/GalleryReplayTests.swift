import Foundation
import NavStack
import Notebook
import TestSupport
import Testing

/// The Patterns gallery's scripts (`Scripts/p01-…` to `p10-…`), replayed against
/// `PatternGallery` pushed from a stand-in Folders root, as the app pushes it on `p`.
///
/// A script's snapshots are compared with `GallerySnapshots/<script>/` where the views draw
/// differently from the old screens, and with the app's `Snapshots/<script>/` otherwise. They
/// are recorded only on purpose, with `RECORD_SNAPSHOTS=1`, into `GallerySnapshots/`; a run
/// that records fails, naming what it wrote, so it cannot pass silently. A recording that
/// matches `Snapshots/<script>/` needs no folder of its own: delete it, and the replay compares
/// with the app's snapshots again.
@MainActor
@Suite("Keystroke replay of the Patterns gallery")
struct GalleryReplayTests {
  nonisolated static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  nonisolated static let scripts: [String] = {
    let names = try? FileManager.default.contentsOfDirectory(
      atPath: directory.appendingPathComponent("Scripts").path)
    return (names ?? []).filter { $0.hasPrefix("p") && $0.hasSuffix(".keys") }
      .filter { $0.first == "p" && $0.dropFirst().prefix(2).allSatisfy(\.isNumber) }
      .map { String($0.dropLast(5)) }.sorted()
  }()

  @Test("the ten pattern scripts exist")
  func scriptsExist() {
    #expect(Self.scripts.count == 10)
  }

  @Test(
    "every demo opens from the gallery, and Esc comes back to it",
    arguments: [Size(width: 80, height: 24), Size(width: 40, height: 10)])
  func everyDemoOpens(size: Size) {
    let session = ViewSession(GalleryStandInRoot(), size: size)
    session.press(.character("p"))
    #expect(session.stack == "Folders > Patterns")
    for index in 0..<10 {
      session.press(.home)
      session.press(.down, times: index)
      session.press(.enter)
      #expect(session.stack.components(separatedBy: " > ").count == 3, "row \(index)")
      session.press(.escape)
      #expect(session.stack == "Folders > Patterns", "row \(index)")
    }
  }

  @Test("replay", arguments: scripts)
  func replay(_ name: String) {
    let path = Self.directory.appendingPathComponent("Scripts/\(name).keys").path
    let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil
    let own = Self.directory.appendingPathComponent("GallerySnapshots")
    let usesOwn =
      recording || FileManager.default.fileExists(atPath: own.appendingPathComponent(name).path)
    let snapshots = usesOwn ? own : Self.directory.appendingPathComponent("Snapshots")
    do {
      let result = try ViewSession.replay(
        GalleryStandInRoot(), script: path, snapshots: snapshots.path)
      #expect(result.outcome == .passed, "\(result.outcome.failureMessage ?? "")")
      // A recording run fails, so that it cannot pass silently: run again to check.
      #expect(
        result.snapshotsWritten.isEmpty,
        "recorded \(result.snapshotsWritten.joined(separator: ", ")); run without RECORD_SNAPSHOTS"
      )
    } catch {
      Issue.record("\(name).keys: \(error)")
    }
  }
}

/// The app's Folders root as the gallery scripts need it: a stack whose root is titled
/// "Folders", with a leading `Patterns` button on `p` that pushes the gallery.
struct GalleryStandInRoot: View {
  @State private var isShowingPatterns = false

  var body: some View {
    NavigationStack {
      Text("Folders")
        .navigationTitle("Folders")
        .toolbar {
          ToolbarItem(placement: .navigationBarLeading) {
            Button("Patterns") { isShowingPatterns = true }
              .keyboardShortcut("p", modifiers: [])
          }
        }
        .navigationDestination(isPresented: $isShowingPatterns) {
          PatternGallery()
        }
    }
  }
}
