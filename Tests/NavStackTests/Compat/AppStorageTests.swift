import NavStackTesting
import SwiftUI
import Testing

/// `@AppStorage`: values kept in `UserDefaults`, read back, and a write seen by every view
/// that reads the key.
@MainActor
@Suite("App storage")
struct AppStorageTests {
  static let suite = "org.navstack.compat-tests"

  enum Theme: String { case plain, bright }

  struct Settings: View {
    @AppStorage("sounds", store: UserDefaults(suiteName: AppStorageTests.suite))
    private var sounds = true
    @AppStorage("volume", store: UserDefaults(suiteName: AppStorageTests.suite))
    private var volume = 3
    @AppStorage("theme", store: UserDefaults(suiteName: AppStorageTests.suite))
    private var theme = Theme.plain
    @AppStorage("name", store: UserDefaults(suiteName: AppStorageTests.suite))
    private var name: String?

    var body: some View {
      VStack(alignment: .leading) {
        Toggle("Sounds", isOn: $sounds)
        Stepper("Volume \(volume)", value: $volume)
        Button("Bright") {
          theme = .bright
          name = "Ada"
        }
        Summary()
      }
    }
  }

  /// Another view reading the same keys: a write re-renders it too.
  struct Summary: View {
    @AppStorage("volume", store: UserDefaults(suiteName: AppStorageTests.suite))
    private var volume = 3
    @AppStorage("theme", store: UserDefaults(suiteName: AppStorageTests.suite))
    private var theme = Theme.plain
    @AppStorage("name", store: UserDefaults(suiteName: AppStorageTests.suite))
    private var name: String?

    var body: some View {
      Text("Summary: volume \(volume), \(theme.rawValue), \(name ?? "nobody")")
    }
  }

  @Test("values are kept in UserDefaults and every view reading a key sees a write")
  func keptAndShared() throws {
    let defaults = try #require(UserDefaults(suiteName: Self.suite))
    defaults.removePersistentDomain(forName: Self.suite)
    defer { defaults.removePersistentDomain(forName: Self.suite) }

    let session = ViewSession(Settings(), size: Size(width: 50, height: 10))
    #expect(session.text.contains("Summary: volume 3, plain, nobody"))
    #expect(session.click("Volume 3"))
    session.press(.right)
    #expect(session.text.contains("Summary: volume 4, plain, nobody"))
    #expect(session.click("Bright"))
    #expect(session.text.contains("Summary: volume 4, bright, Ada"))
    #expect(defaults.integer(forKey: "volume") == 4)
    #expect(defaults.string(forKey: "theme") == "bright")

    // A value set outside the views is what the next view reads.
    defaults.set(9, forKey: "volume")
    defaults.set(false, forKey: "sounds")
    let next = ViewSession(Settings(), size: Size(width: 50, height: 10))
    #expect(next.text.contains("Summary: volume 9, bright, Ada"))
  }
}
