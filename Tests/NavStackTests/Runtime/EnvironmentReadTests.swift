import NavStackTesting
import Testing

@testable import NavStack

private struct AccentNameKey: EnvironmentKey {
  static let defaultValue = "none"
}

extension EnvironmentValues {
  fileprivate var accentName: String {
    get { self[AccentNameKey.self] }
    set { self[AccentNameKey.self] = newValue }
  }
}

private struct AccentReader: View {
  @Environment(\.accentName) private var accent
  var body: some View { Text("Accent: \(accent)") }
}

private struct PlainLine: View {
  let label: String
  var body: some View { Text(label) }
}

/// Reads the accent only when its button is pressed, never in its body: as in SwiftUI, the
/// value its `@Environment` names is still a dependency, so the action never reads a stale one.
private struct LateReader: View {
  @Environment(\.accentName) private var accent
  @State private var shown = "-"
  var body: some View {
    Button("Read \(shown)") { shown = accent }
  }
}

private struct Themed: View {
  @State private var accent = "blue"

  var body: some View {
    VStack {
      AccentReader()
      PlainLine(label: "Plain")
      LateReader()
      Button("Change") { accent = "red" }
    }
    .environment(\.accentName, accent)
  }
}

private struct NumberRow: View {
  let number: Int
  var body: some View { Text("Row \(number)") }
}

private struct CountedList: View {
  @State private var taps = 0
  @State private var position: Int?

  var body: some View {
    NavigationStack {
      List(0..<200, id: \.self) { number in NumberRow(number: number) }
        .scrollPosition(id: $position)
        .environment(\.accentName, "tapped \(taps)")
        .navigationTitle("Taps \(taps)")
        .toolbar {
          Button("Count") { taps += 1 }
        }
    }
  }
}

@MainActor
@Suite("A body runs again for the environment values it reads (R41)")
struct EnvironmentReadTests {
  @Test("R41 an environment value changed above re-evaluates only the views that name it")
  func onlyReaders() {
    let session = ViewSession(Themed())
    #expect(session.text.contains("Accent: blue"))
    session.host.countBodiesByType()
    #expect(session.click("Change"))
    #expect(session.text.contains("Accent: red"))
    let counts = session.host.bodyEvaluationsByType
    #expect(counts.keys.contains { $0.contains("AccentReader") }, "\(counts)")
    #expect(!counts.keys.contains { $0.contains("PlainLine") }, "\(counts)")
    #expect(counts.keys.contains { $0.contains("LateReader") }, "\(counts)")
  }

  @Test("R41 an action reads the current value its @Environment names, read in the body or not")
  func actionsReadCurrentValues() {
    let session = ViewSession(Themed())
    #expect(session.click("Change"))
    #expect(session.click("Read -"))
    #expect(session.text.contains("Read red"), "\(session.text)")
  }

  @Test(
    "R41 a body above a list evaluated again, changing a value no row reads, leaves the rows alone")
  func rowsKeptWhenBodyAboveRuns() {
    let session = ViewSession(CountedList(), size: Size(width: 60, height: 20))
    session.press(.down, times: 30)
    #expect(session.text.contains("Row 30"))
    session.host.countBodiesByType()
    #expect(session.click("Count"))
    #expect(session.text.contains("Taps 1"))
    let counts = session.host.bodyEvaluationsByType
    #expect(counts.keys.contains { $0.contains("CountedList") }, "\(counts)")
    #expect(!counts.keys.contains { $0.contains("NumberRow") }, "\(counts)")
    // Rows scrolled back into view were parked under the old environment: still not evaluated.
    session.press(.pageUp, times: 2)
    #expect(session.text.contains("Row 0"))
    #expect(!session.host.bodyEvaluationsByType.keys.contains { $0.contains("NumberRow") })
  }
}
