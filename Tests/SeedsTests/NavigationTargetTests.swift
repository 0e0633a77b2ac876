import NavStack
import Testing

@testable import Seeds

/// The second post, "NavigationView hacks for SwiftUI": a hidden `NavigationLink(isActive:)`
/// pushes when state says so, and Back writes false (P4, R5): Apple documents `isActive` as
/// "a binding to a Boolean value that indicates whether destination is currently presented".
@MainActor
@Suite("Seeds, post 2: NavigationTarget")
struct NavigationTargetTests {
  @Test("P4 R5 the hidden link pushes on a click of Visit; Back pops and sets isVisiting false")
  func hiddenLink() {
    SeedReplay.run("hidden-link", HiddenNavigationLink.ContentView())
  }

  @Test("P4 R5 NavigationTarget pushes on Enter on Visit; a click on the back button pops")
  func navigationTarget() {
    SeedReplay.run("navigation-target", NavigationTargetUsage.ContentView())
  }

  @Test("P4 tapNavigatesTo(destination:) pushes on a tap, again after Back")
  func tapNavigatesTo() {
    SeedReplay.run("tap-navigates-to", TapNavigatesToUsage.ContentView())
  }
}
