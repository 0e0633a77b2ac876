import NavStackTesting
import Testing

@testable import NavStack

@MainActor
@Suite("Stack and path, through views")
struct StackRules {
  @Test("R1 popping at the root does nothing: no back button, no error")
  func popAtRoot() {
    let session = ViewSession(
      NavigationStack { Text("root content").navigationTitle("Root") })
    session.press(.escape, .left, .character("h"))
    #expect(session.stack == "Root")
    #expect(!session.row(0).contains("<"))
    #expect(!session.host.isFinished)
    #expect(session.host.log.isEmpty)
    #expect(session.shows("root content"))
  }

  @Test("R1 a stack always keeps its root, even when dismiss is called on it")
  func rootStays() {
    let session = ViewSession(
      NavigationStack {
        VStack {
          DismissButton("Close")
          PresentedProbe(name: "root")
        }
        .navigationTitle("Root")
      })
    #expect(session.click("Close"))
    #expect(session.stack == "Root")
    #expect(session.shows("root presented: false"))
  }

  @Test("R2 a path of k values shows 1 + k screens; appending k pushes k in one update")
  func pathShowsScreens() {
    let router = Router("A")
    let session = ViewSession(RoutedStack(router: router))
    #expect(session.stack == "Root > A")
    router.path += [Folder(name: "B"), Folder(name: "C")]
    session.settle()
    #expect(session.stack == "Root > A > B > C")
    #expect(session.row(0).hasPrefix("< B"))
    #expect(session.shows("In C"))
  }

  @Test("R2 setting the path to [] shows the root")
  func emptyPathShowsRoot() {
    let router = Router("A", "B")
    let session = ViewSession(RoutedStack(router: router))
    #expect(session.stack == "Root > A > B")
    router.path = []
    session.settle()
    #expect(session.stack == "Root")
    #expect(session.shows("Home screen"))
    #expect(!session.row(0).contains("<"))
  }

  @Test("R3 Back removes exactly the last path element and writes it back at once")
  func backWritesPath() {
    let router = Router("A", "B")
    let session = ViewSession(RoutedStack(router: router))
    session.press(.escape)
    #expect(router.path == [Folder(name: "A")])
    #expect(router.writes == 1)
    #expect(session.stack == "Root > A")
    #expect(session.row(0).hasPrefix("< Root"))
    // The bar's back button does the same.
    #expect(session.click("< Root"))
    #expect(router.path.isEmpty)
    #expect(router.writes == 2)
    #expect(session.stack == "Root")
  }

  @Test("R4 a value link pushes only when its type has a destination in the stack")
  func valueLinks() {
    let session = ViewSession(
      NavigationStack {
        NavigationLink("Go", value: Folder(name: "Next"))
          .navigationTitle("Root")
          .navigationDestination(for: Folder.self) { FolderScreen(folder: $0) }
      })
    #expect(session.click("Go"))
    #expect(session.stack == "Root > Next")
    #expect(session.host.log.isEmpty)

    let orphan = ViewSession(
      NavigationStack { NavigationLink("Go", value: 42).navigationTitle("Root") })
    #expect(orphan.click("Go"))
    #expect(orphan.stack == "Root")
    #expect(orphan.host.log == ["no matching navigationDestination for Int"])
  }

  @Test("R4 a destination declared on any screen of the stack serves its links")
  func destinationOnAnotherScreen() {
    let session = ViewSession(
      NavigationStack {
        NavigationLink("Open A", value: Folder(name: "A"))
          .navigationTitle("Root")
          .navigationDestination(for: Folder.self) { folder in
            NavigationLink("Open 7", value: 7)
              .navigationTitle(folder.name)
              .navigationDestination(for: Int.self) { Text("number").navigationTitle("No. \($0)") }
          }
      })
    #expect(session.click("Open A"))
    #expect(session.click("Open 7"))
    #expect(session.stack == "Root > A > No. 7")
  }

  @Test("R4 a link whose value is nil is disabled")
  func nilLinkDisabled() {
    let session = ViewSession(
      NavigationStack {
        NavigationLink("Go", value: Folder?.none)
          .navigationTitle("Root")
          .navigationDestination(for: Folder.self) { FolderScreen(folder: $0) }
      })
    session.press(.enter)
    #expect(session.click("Go"))
    #expect(session.stack == "Root")
  }

  @Test("R5 isPresented: true pushes one screen; Back sets it false")
  func isPresentedPush() {
    struct Root: View {
      @State private var showDetail = false
      var body: some View {
        VStack {
          Button("Show") { showDetail = true }
          Text("shown: \(showDetail)")
        }
        .navigationTitle("Root")
        .navigationDestination(isPresented: $showDetail) {
          DismissButton("Done").navigationTitle("Pushed")
        }
      }
    }
    let session = ViewSession(NavigationStack { Root() })
    #expect(session.click("Show"))
    #expect(session.stack == "Root > Pushed")
    session.press(.escape)
    #expect(session.stack == "Root")
    #expect(session.shows("shown: false"))
    // dismiss() sets it false too.
    #expect(session.click("Show"))
    #expect(session.click("Done"))
    #expect(session.stack == "Root")
    #expect(session.shows("shown: false"))
  }

  @Test("R5 item: pushes while non-nil; pop sets nil")
  func itemPush() {
    struct Root: View {
      @State private var selected: Folder?
      var body: some View {
        VStack {
          Button("Pick A") { selected = Folder(name: "A") }
          Text("selected: \(selected?.name ?? "none")")
        }
        .navigationTitle("Root")
        .navigationDestination(item: $selected) { FolderScreen(folder: $0) }
      }
    }
    let session = ViewSession(NavigationStack { Root() })
    #expect(session.click("Pick A"))
    #expect(session.stack == "Root > A")
    session.press(.left)
    #expect(session.stack == "Root")
    #expect(session.shows("selected: none"))
  }

  @Test("R6 replacing the path keeps the screens of the unchanged prefix")
  func unchangedPrefixKeepsState() {
    let router = Router("A")
    let session = ViewSession(RoutedStack(router: router))
    #expect(session.click("Count A 0"))
    #expect(session.click("Count A 1"))
    router.path = [Folder(name: "A"), Folder(name: "B")]
    session.settle()
    #expect(session.click("Count B 0"))
    router.path = [Folder(name: "A"), Folder(name: "C")]
    session.settle()
    #expect(session.stack == "Root > A > C")
    #expect(session.shows("Count C 0"))
    session.press(.escape)
    #expect(session.shows("Count A 2"))
    // A changed value at a position is a new screen with fresh state.
    router.path = [Folder(name: "D")]
    session.settle()
    #expect(session.stack == "Root > D")
    #expect(session.shows("Count D 0"))
  }
}
