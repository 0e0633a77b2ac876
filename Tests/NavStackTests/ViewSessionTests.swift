import NavStack
import NavStackTesting
import Testing

private struct Pages: View {
  var body: some View {
    NavigationStack {
      List(["First", "Second"], id: \.self) { page in
        NavigationLink(page, value: page)
      }
      .navigationTitle("Pages")
      .navigationDestination(for: String.self) { page in
        Text("This is \(page)").navigationTitle(page)
      }
    }
  }
}

/// The public API of `NavStackTesting`, as a package that tests its own views uses it.
@MainActor
@Suite("NavStackTesting: ViewSession")
struct ViewSessionTests {
  @Test("keys, clicks by text and the stack as ExpectStack writes it")
  func keysAndClicks() {
    let session = ViewSession(Pages(), size: Size(width: 40, height: 10))
    #expect(session.stack == "Pages")
    session.press(.down)
    session.press(.enter)
    #expect(session.stack == "Pages > Second")
    #expect(session.text.contains("This is Second"))
    session.press(.escape)
    #expect(session.click("First"))
    #expect(session.stack == "Pages > First")
    #expect(!session.click("Nowhere"))
  }

  @Test("script lines run from the current state; a failed check names its line and the screen")
  func scriptLines() throws {
    let session = ViewSession(Pages(), size: Size(width: 40, height: 10))
    try session.run("Enter\nExpectStack \"Pages > First\"")
    #expect(session.stack == "Pages > First")
    do {
      try session.run("Expect \"Third\"", name: "pages")
      Issue.record("the check passed")
    } catch {
      #expect(error.description.contains("pages.keys:1:"))
      #expect(error.description.contains("\n0 │"))
    }
  }

  @Test("a resize redraws at the new size; the snapshot text is the snapshot file format")
  func resizeAndSnapshot() {
    let session = ViewSession(Pages(), size: Size(width: 40, height: 10))
    session.resize(to: Size(width: 30, height: 6))
    #expect(session.canvas.size == Size(width: 30, height: 6))
    #expect(session.snapshot.contains("-- styles --"))
    #expect(session.numberedText.hasPrefix("0 │"))
  }
}
