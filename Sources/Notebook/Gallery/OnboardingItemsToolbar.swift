import NavStack

/// The third post's `ItemsToolbar`: `Previous` leading from step 2; `Next` and `Skip` trailing
/// before the last step, `Close` on it (R21, R22).
///
/// The post hid its `if` and `switch` inside `ToolbarItemGroup` because SwiftUI's builder
/// refused them around `ToolbarItem`; here both work, and the post's shape is kept.
struct OnboardingItemsToolbar: ToolbarContent {
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
