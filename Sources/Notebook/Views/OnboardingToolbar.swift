import NavStack

/// The third post's `ItemsToolbar`, with its `if` and `switch` inside the groups.
///
/// The post had to hide the conditions inside `ToolbarItemGroup` because SwiftUI's builder
/// refused them around `ToolbarItem`; NavStack's builder takes both, so this type is kept only
/// because it is the post's code, reused as it was written.
struct OnboardingToolbar: ToolbarContent {
  let next: @MainActor () -> Void
  let previous: @MainActor () -> Void
  let skip: @MainActor () -> Void
  let close: @MainActor () -> Void
  let nextButton: OnboardingModel.RightBarButton
  let showPrevious: Bool

  var body: some ToolbarContent {
    ToolbarItemGroup(placement: .navigationBarLeading) {
      if showPrevious {
        Button("Previous", action: previous)
      }
    }
    ToolbarItemGroup(placement: .navigationBarTrailing) {
      switch nextButton {
      case .close:
        Button("Close", action: close)
      case .skip:
        Button("Next", action: next)
        Button("Skip", action: skip)
      case .none:
        EmptyView()
      }
    }
  }
}
