import NavStackTesting
import Observation
import Testing

@testable import NavStack

/// A push bound to state shows the view its declaration makes: made again when the view
/// declaring it is evaluated again, as SwiftUI evaluates the destination with its declaring
/// view, and not on every key that changes nothing there.
@MainActor
@Suite("A bound push's view is made when its declaration is")
struct BoundDestinationTests {
  @Test("keys that change nothing leave the view; a change to the declaring view makes it again")
  func viewFollowsTheDeclaration() {
    let model = DetailModel()
    let session = ViewSession(DetailParent(model: model), size: Size(width: 60, height: 16))
    #expect(session.text.contains("Detail 0"), "\(session.text)")
    let made = model.made
    session.press(.down, times: 5)
    #expect(model.made == made, "moving the highlight made the pushed view again")

    model.count = 1
    session.press(.down)
    #expect(session.text.contains("Detail 1"), "\(session.text)")
    #expect(model.made > made)
  }
}

@Observable
@MainActor
private final class DetailModel {
  var count = 0
  /// How many times the destination was made; not observed.
  @ObservationIgnored var made = 0
}

/// A root that pushes a detail at once, the detail showing the count the root read.
private struct DetailParent: View {
  let model: DetailModel

  var body: some View {
    let count = model.count
    NavigationStack {
      Text("Root \(count)")
        .navigationTitle("Root")
        .navigationDestination(isPresented: .constant(true)) { detail(count) }
    }
  }

  private func detail(_ count: Int) -> some View {
    model.made += 1
    return List(0..<30, id: \.self) { row in Text("Detail \(count) row \(row)") }
      .navigationTitle("Detail \(count)")
  }
}
