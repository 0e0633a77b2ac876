import NavStack

/// The third post's `ItemsToolbar`, with its `if` and `switch` inside the groups.
///
/// The post had to hide the conditions inside `ToolbarItemGroup` because SwiftUI's builder
/// refused them around `ToolbarItem`; NavStack's builder takes both, so this type is kept only
/// because it is the post's code, reused as it was written.
@MainActor
struct ItemsToolbar: CustomToolbarContent {
  let next: @MainActor () -> Void
  let previous: @MainActor () -> Void
  let skip: @MainActor () -> Void
  let close: @MainActor () -> Void
  let nextButton: OnboardingModel.RightBarButton
  let showPrevious: Bool

  var body: ToolbarItemList {
    ToolbarItemGroup(placement: .navigationBarLeading) {
      if showPrevious {
        Button("Previous", key: .character("p"), action: previous)
      }
    }
    ToolbarItemGroup(placement: .navigationBarTrailing) {
      switch nextButton {
      case .close:
        Button("Close", key: .character("c"), action: close)
      case .skip:
        Button("Next", key: .character("n"), action: next)
        Button("Skip", key: .character("s"), action: skip)
      case .none:
        EmptyView()
      }
    }
  }
}
