import NavStackTesting
import Testing

@testable import NavStack

/// A model a pushed form makes for itself: on iOS each push makes a new one.
@MainActor
private final class DraftModel: ObservableObject {
  @Published var text = ""
}

/// A form whose text lives in `@State` and in a `@StateObject`.
private struct DraftForm: View {
  @State private var note = ""
  @StateObject private var draft = DraftModel()

  var body: some View {
    VStack {
      TextField("Note", text: $note)
      TextField("Draft", text: $draft.text)
    }
    .navigationTitle("Draft")
  }
}

/// The same destination three ways: a link with a view, a bound push, a sheet.
private struct DraftLauncher: View {
  @State private var isPushed = false
  @State private var isSheetShown = false

  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("Link") { DraftForm() }
        Button("Bound") { isPushed = true }
        Button("Sheet") { isSheetShown = true }
      }
      .navigationTitle("Home")
      .navigationDestination(isPresented: $isPushed) { DraftForm() }
      .sheet(isPresented: $isSheetShown) { NavigationStack { DraftForm() } }
    }
  }
}

@MainActor
@Suite("Real apps' rules (R47–R52)")
struct RealAppRules {
  @Test(
    "R47 a destination given as a view starts with fresh @State and @StateObject on every push",
    arguments: ["Link", "Bound", "Sheet"])
  func freshStateOnEveryPush(_ launcher: String) {
    let session = ViewSession(DraftLauncher(), size: Size(width: 60, height: 12))
    #expect(session.click(launcher))
    #expect(session.stack.hasSuffix("Draft"))
    session.type("kept")
    session.press(.tab)
    session.type("also")
    #expect(session.text.contains("kept"))
    #expect(session.text.contains("also"))
    session.press(.escape)
    #expect(session.stack == "Home")
    #expect(session.click(launcher))
    #expect(session.stack.hasSuffix("Draft"))
    #expect(!session.text.contains("kept"))
    #expect(!session.text.contains("also"))
  }
}
