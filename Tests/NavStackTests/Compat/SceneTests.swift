import Foundation
import NavStackTesting
import Testing

@testable import NavStack

/// `scenePhase` and `@SceneStorage`: the scene goes to the background as the app ends, and
/// what it keeps is written then and read at the next launch.
@MainActor
@Suite("Scene phase and scene storage", .serialized)
struct SceneTests {
  /// What a view's saving code wrote.
  final class Saved {
    var text = ""
    var phases: [ScenePhase] = []
  }

  struct Saver: View {
    @Environment(\.scenePhase) private var scenePhase
    let saved: Saved

    var body: some View {
      Text(scenePhase == .active ? "Running" : "Stopped")
        .onChange(of: scenePhase) { _, phase in
          saved.phases.append(phase)
          if phase == .background { saved.text = "saved on the way out" }
        }
    }
  }

  @Test("scenePhase is active while the app runs and background as it ends, running onChange")
  func scenePhaseGoesToBackground() {
    let saved = Saved()
    let session = ViewSession(Saver(saved: saved))
    #expect(session.text.contains("Running"))
    #expect(saved.text.isEmpty)
    session.host.enterBackground()
    #expect(saved.text == "saved on the way out")
    // An iOS scene passes through inactive on its way to the background.
    #expect(saved.phases == [.inactive, .background])
  }

  enum Tab: String { case inbox, sent }

  struct Composer: View {
    @SceneStorage("draft") private var draft = ""
    @SceneStorage("tab") private var tab = Tab.inbox
    @SceneStorage("zoom") private var zoom: Int?

    var body: some View {
      VStack(alignment: .leading) {
        TextField("Draft", text: $draft)
        Counter()
        Text("Tab \(tab.rawValue), zoom \(zoom.map(String.init) ?? "none")")
        Button("Sent") {
          tab = .sent
          zoom = 2
        }
      }
    }
  }

  /// Another view reading the same key: a write re-renders it too.
  struct Counter: View {
    @SceneStorage("draft") private var draft = ""
    var body: some View { Text("Draft has \(draft.count) characters") }
  }

  @Test("@SceneStorage keeps values through a relaunch, written as the scene ends")
  func sceneStorageRestores() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navstack-scene-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = SceneStorageStore.shared
    let kept = store.path
    defer {
      store.path = kept
      store.reload()
    }
    store.path = folder.appendingPathComponent("app/scene-storage.json").path
    store.reload()

    let first = ViewSession(Composer(), size: Size(width: 50, height: 10))
    #expect(first.text.contains("Tab inbox, zoom none"))
    first.type("Hello")
    #expect(first.text.contains("Draft has 5 characters"))
    #expect(first.click("Sent"))
    #expect(first.text.contains("Tab sent, zoom 2"))
    #expect(!FileManager.default.fileExists(atPath: store.path))
    first.host.enterBackground()
    #expect(FileManager.default.fileExists(atPath: store.path))

    store.reload()  // the next launch reads the file again
    let second = ViewSession(Composer(), size: Size(width: 50, height: 10))
    #expect(second.text.contains("Hello"))
    #expect(second.text.contains("Draft has 5 characters"))
    #expect(second.text.contains("Tab sent, zoom 2"))
  }
}
