import NavStack
import Testing

@testable import Seeds

/// Folders → the post's second ItemListCoordinatorView (with `dismissable`), pushed by a link.
struct DismissableHost: View {
  var body: some View {
    NavigationView {
      NavigationLink(
        "Work", destination: ItemListCoordinatorWithDismissable.ItemListCoordinatorView()
      )
      .navigationTitle("My folders")
    }
  }
}

/// The fourth post, "Nested Navigation": coordinators push by optional state (P6), Save two
/// levels deep pops (P7, R27) and the New Item sheet (P8).
@MainActor
@Suite("Seeds, post 4: nested navigation")
struct NestedNavigationTests {
  @Test("P6 P7 R27 R43 folders → items → detail; Save two levels deep pops to the folder's list")
  func folders() {
    SeedReplay.run("folders", FolderListCoordinatorView())
  }

  @Test("P8 R28 + presents the New Item sheet with its own bar; Save adds the item and dismisses")
  func newItemSheet() {
    SeedReplay.run("new-item-sheet", FolderListCoordinatorView())
  }

  @Test("R27 the second version, with the adapted dismissable, pops once and only once")
  func dismissable() {
    SeedReplay.run("dismissable", DismissableHost())
  }
}
