import NavStack
import Testing

@testable import Seeds

/// `content` at the root of a `NavigationView`, as an app that owns the presentation puts it.
struct InNavigationView<Content: View>: View {
  let content: Content

  var body: some View {
    NavigationView { content }
  }
}

/// The first post, "Navigation View If Needed": toolbars show only in a stack (P1), the two
/// detection attempts, and `NavigationViewIfNeeded` bare and inside a stack (P2, P3).
@MainActor
@Suite("Seeds, post 1: NavigationViewIfNeeded", .serialized)
struct NavigationViewIfNeededTests {
  @Test("P1 R15 MyViewWithToolbar shown bare draws its content but no bar and no Restore")
  func toolbarBare() {
    SeedReplay.run("toolbar-bare", MyViewWithToolbar())
  }

  @Test("P1 MyViewWithToolbar in a NavigationView shows Restore on the bar")
  func toolbarInStack() {
    SeedReplay.run("toolbar-in-stack", InNavigationView(content: MyViewWithToolbar()))
  }

  /// The post's finding: `onAppear` of toolbar content runs whether or not a bar shows it.
  @Test("R44 attempt 1: the toolbar item's onAppear runs in a NavigationView and bare alike")
  func attempt1() {
    let inside = standardOutput {
      SeedReplay.run("attempt1-in-navigation", Attempt1OnAppear.InNavigationView())
    }
    let bare = standardOutput {
      SeedReplay.run("attempt1-not-in-navigation", Attempt1OnAppear.NoInNavigationView())
    }
    #expect(printed("Please work", in: inside) == 1)
    #expect(printed("Please work", in: bare) == 1)
  }

  /// Apple's documentation of `EnvironmentValues.isPresented` gives this very `onChange` and
  /// says it "behaves differently than onAppear": it tells when the view is presented.
  @Test("R26 R44 attempt 2: isPresented turns true in a toolbar item only inside a stack")
  func attempt2() {
    let inside = standardOutput {
      SeedReplay.run("attempt2-in-navigation", Attempt2IsPresented.InNavigationView())
    }
    let bare = standardOutput {
      SeedReplay.run("attempt2-not-in-navigation", Attempt2IsPresented.NoInNavigationView())
    }
    #expect(printed("Please work", in: inside) == 1)
    #expect(printed("Please work", in: bare) == 0)
  }

  @Test("P2 R16 bare, NavigationViewIfNeeded wraps its content in a stack after its 0.05 s timer")
  func bare() {
    let output = standardOutput {
      SeedReplay.run("if-needed-bare", NavigationViewIfNeededUsage.ContentView())
    }
    #expect(printed("❌ NOT IN Navigation", in: output) == 1)
    #expect(printed("✅ IN Navigation", in: output) == 0)
  }

  @Test("P3 R16 R20 the post's full test suite: one bar holding Hey, then And another")
  func insideNavigationView() {
    let output = standardOutput {
      SeedReplay.run("if-needed-in-navigation", NavigationViewIfNeededFullTestSuite.ContentView())
    }
    #expect(printed("✅ IN Navigation", in: output) == 1)
    #expect(printed("❌ NOT IN Navigation", in: output) == 0)
  }
}
