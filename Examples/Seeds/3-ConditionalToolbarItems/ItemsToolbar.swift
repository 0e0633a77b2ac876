// swift-format-ignore-file
// Post 3, listing 3: ItemsToolbar, custom ToolbarContent with `if` and `switch` inside its
// groups. Pasted as written (indentation included); only `import NavStack` is added.
import NavStack

struct ItemsToolbar: ToolbarContent {
    let next: () -> Void
    let previous: () -> Void
    let skip: () -> Void
    let close: () -> Void
let nextButton: OnboardingScreenViewModel.RightBarButton
    let showPrevious: Bool
    var body: some ToolbarContent {
        ToolbarItemGroup(placement: .navigationBarLeading) {
            if showPrevious {
                Button(
                    "Previous",
                    action: previous
                )
            }
        }

ToolbarItemGroup(placement: .navigationBarTrailing) {
            switch nextButton {
            case .close:
                Button(
                    "Close",
                    action: close
                )
            case .skip:
                Button(
                    "Next",
                    action: next
                )
                Button(
                    "Skip",
                    action: skip
                )
            case .none:
                EmptyView()
            }
        }
    }
}
