// swift-format-ignore-file
// Post 3, listing 2: the onboarding screen's `body` using ItemsToolbar. The post shows only
// `var body`, without its closing brace; added around it: `import NavStack`, the struct
// `OnboardingScreen` with the `viewModel` and `skip` the listing reads, and the closing brace
// of `body` (marked below). The listing's lines are unchanged.
import NavStack

struct OnboardingScreen: View {
    @ObservedObject var viewModel: OnboardingScreenViewModel
    let skip: () -> Void

var body: some View {
        VStack {
         /// the contents of your view
        }
        .toolbar {
            ItemsToolbar(
                next: viewModel.next,
                previous: viewModel.previous,
                skip: skip,
                close: skip,
                nextButton: viewModel.showRightBarButton,
                showPrevious: viewModel.showPreviousButton
            )
        }
    } // added: the end of `body`
}
