import NavStack

/// The third post's `ItemsToolbar`, with its `if` and `switch` inside the groups.
///
/// The post had to hide the conditions inside `ToolbarItemGroup` because SwiftUI's builder
/// refused them around `ToolbarItem`; NavStack's builder takes both, so this type is kept only
/// because it is the post's code, reused as it was written.
@MainActor
struct ItemsToolbar: CustomBarContent {
  let next: @MainActor () -> Void
  let previous: @MainActor () -> Void
  let skip: @MainActor () -> Void
  let close: @MainActor () -> Void
  let nextButton: OnboardingModel.RightBarButton
  let showPrevious: Bool

  var body: BarItemList {
    BarItemGroup(placement: .navigationBarLeading) {
      if showPrevious {
        BarButton("Previous", key: .character("p"), action: previous)
      }
    }
    BarItemGroup(placement: .navigationBarTrailing) {
      switch nextButton {
      case .close:
        BarButton("Close", key: .character("c"), action: close)
      case .skip:
        BarButton("Next", key: .character("n"), action: next)
        BarButton("Skip", key: .character("s"), action: skip)
      case .none:
        EmptyToolbarContent()
      }
    }
  }
}
