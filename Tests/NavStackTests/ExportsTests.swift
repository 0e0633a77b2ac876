import NavStack
import NavStackTesting
import Testing

// This file imports NavStack alone, as a SwiftUI file imports SwiftUI alone: `@Observable`
// (Observation) and `Date` (Foundation) come through it.

/// A model as SwiftUI code writes one, with no `import Observation`.
@Observable
private final class Visits {
  var count = 0
  var last = Date(timeIntervalSince1970: 0)
}

/// A view that shows the model and changes it.
private struct VisitsView: View {
  @Bindable var visits: Visits

  var body: some View {
    VStack {
      Text("Visits: \(visits.count)")
      Button("Come in") {
        visits.count += 1
        visits.last = Date(timeIntervalSince1970: 60)
      }
    }
  }
}

@MainActor
@Suite("import NavStack brings Observation and Foundation, as import SwiftUI does")
struct ExportsTests {
  @Test("an @Observable model declared with no other import drives the view")
  func observable() {
    let visits = Visits()
    let session = ViewSession(VisitsView(visits: visits), size: Size(width: 40, height: 10))
    #expect(session.text.contains("Visits: 0"))
    #expect(session.click("Come in"))
    #expect(session.text.contains("Visits: 1"))
    #expect(visits.last == Date(timeIntervalSince1970: 60))
  }
}
