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

/// A search field that gives up focus when submitted, as apps do with `.onSubmit`.
private struct SubmitResigns: View {
  @State private var query = ""
  @FocusState private var isSearching: Bool

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Search", text: $query)
        .focused($isSearching)
        .onSubmit { isSearching = false }
      Text(isSearching ? "searching" : "idle")
    }
  }
}

extension RealAppRules {
  @Test("R50 setting @FocusState to false leaves no field focused until the user moves focus")
  func resignedFocusStaysResigned() {
    let session = ViewSession(SubmitResigns(), size: Size(width: 40, height: 10))
    #expect(session.text.contains("searching"))
    session.type("tea")
    session.press(.enter)
    #expect(session.text.contains("idle"))
    #expect(session.canvas.cursor == nil)
    session.type("x")
    #expect(session.text.contains("tea"))
    #expect(!session.text.contains("teax"))
    session.press(.down)
    #expect(session.text.contains("searching"))
    session.type("s")
    #expect(session.text.contains("teas"))
  }

  @Test("R50 a click on a bar button acts and leaves focus where the screen shows it")
  func barClickKeepsFocus() {
    let session = ViewSession(GroceryListApp(), size: Size(width: 60, height: 12))
    #expect(session.row(1).hasPrefix("› Milk"))
    #expect(session.click("+"))
    #expect(session.stack == "Groceries | New Item")
    #expect(session.click("Cancel"))
    #expect(session.stack == "Groceries")
    #expect(session.row(1).hasPrefix("› Milk"))
    #expect(session.row(11).hasPrefix("Enter Open"))
    session.press(.enter)
    #expect(session.stack == "Groceries > Milk")
  }

  @Test("R50 a list without focus shows its highlight without the marker and offers no Open")
  func unfocusedListHasNoMarker() {
    let session = ViewSession(GroceryListApp(), size: Size(width: 60, height: 12))
    session.press(.tab)
    #expect(session.row(1).hasPrefix("  Milk"))
    #expect(!session.row(11).contains("Open"))
    session.press(.enter)
    #expect(session.stack == "Groceries | New Item")
  }
}

/// Rows tagged with `.tag(_:)` whose type differs from the `ForEach` id.
private struct TaggedRows: View {
  enum Flavor: Hashable { case mint, lemon }
  @State private var flavor: Flavor?

  var body: some View {
    VStack(alignment: .leading) {
      List(selection: $flavor) {
        ForEach(["Mint", "Lemon"], id: \.self) { name in
          Text(name).tag(name == "Mint" ? Flavor.mint : Flavor.lemon)
        }
      }
      .frame(height: 60)
      Text("chosen \(flavor.map { "\($0)" } ?? "none")")
    }
  }
}

extension RealAppRules {
  @Test("R49 List(selection:) takes a NavigationLink(value:) row's value, of any Hashable type")
  func linkValueIsTheSelection() {
    let session = ViewSession(RecipeBrowserApp(), size: Size(width: 130, height: 12))
    session.press(.down, .enter)
    #expect(session.text.contains("Apple Pie"))
    #expect(session.text.contains("Serves 4"))
    #expect(session.stack == "Recipes")
  }

  @Test("R49 List(selection:) takes a row's .tag(_:), not its ForEach id")
  func tagIsTheSelection() {
    let session = ViewSession(TaggedRows(), size: Size(width: 40, height: 10))
    session.press(.down, .enter)
    #expect(session.text.contains("chosen lemon"))
  }

  @Test(
    "R49 a link in a split view's detail stack pushes through the destination declared there",
    arguments: [130, 60])
  func detailStackPushes(width: Int) {
    let session = ViewSession(RecipeBrowserApp(), size: Size(width: width, height: 12))
    session.press(.enter)
    #expect(session.text.contains("With Bread"))
    #expect(session.click("With Bread"))
    #expect(session.row(0).contains("< Tomato Soup"))
    #expect(session.row(0).hasSuffix("Bread"))
    session.press(.escape)
    #expect(session.text.contains("With Bread"))
  }

  @Test("R49 collapsed, the sidebar's choice pushes the detail, whose stack goes on from it")
  func collapsedPath() {
    let session = ViewSession(RecipeBrowserApp(), size: Size(width: 60, height: 12))
    session.press(.down, .enter)
    #expect(session.stack == "Recipes > Apple Pie")
    #expect(session.click("With Bread"))
    #expect(session.stack == "Recipes > Apple Pie > Bread")
    session.press(.escape, .escape)
    #expect(session.stack == "Recipes")
  }
}

extension RealAppRules {
  @Test("R48 a row's toggle and field are controls: focus goes in, typing edits, ↑↓ move rows")
  func rowControls() {
    let session = ViewSession(ChecklistApp(), size: Size(width: 60, height: 12))
    session.press(.right)
    session.press(.character(" "))
    #expect(session.text.contains("2 of 3 done"))
    session.press(.tab)
    session.type("!")
    #expect(session.text.contains("Milk!"))
    session.press(.down)
    session.type("?")
    #expect(session.text.contains("Eggs?"))
    session.press(.left, times: 5)
    session.press(.down)
    session.type("j")
    #expect(session.text.contains("Breadj"))
    #expect(session.text.contains("Eggs?"))
  }

  @Test("R48 a click on a control in any row acts on it and highlights its row")
  func rowControlClick() {
    let session = ViewSession(ChecklistApp(), size: Size(width: 60, height: 12))
    session.click(at: Point(x: 3, y: 3))
    #expect(session.text.contains("2 of 3 done"))
    #expect(session.click("Eggs"))
    session.type("!")
    #expect(session.text.contains("!Eggs"))
  }

  @Test("R48 a row whose only content is a link still activates as a whole")
  func wholeRowLink() {
    let session = ViewSession(GroceryListApp(), size: Size(width: 60, height: 12))
    session.press(.down, .enter)
    #expect(session.stack == "Groceries > Eggs")
  }
}
