import NavStackTesting
import SwiftUI
import Testing

extension EnvironmentValues {
  @Entry var compatAccent: String = "blue"
  @Entry var compatLimit: Int?
}

/// `@Entry`: environment values declared without writing an `EnvironmentKey`.
@MainActor
@Suite("Environment entries")
struct EntryTests {
  struct Reader: View {
    @Environment(\.compatAccent) private var accent
    @Environment(\.compatLimit) private var limit

    var body: some View {
      Text("Accent \(accent), limit \(limit.map(String.init) ?? "none")")
    }
  }

  @Test("@Entry values read their default, and .environment sets them")
  func entryValues() {
    #expect(ViewSession(Reader()).text.contains("Accent blue, limit none"))
    let set = Reader().environment(\.compatAccent, "red").environment(\.compatLimit, 3)
    #expect(ViewSession(set).text.contains("Accent red, limit 3"))
  }
}
