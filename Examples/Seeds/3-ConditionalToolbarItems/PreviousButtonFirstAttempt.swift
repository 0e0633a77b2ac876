// swift-format-ignore-file
// Post 3 ("SwiftUI: Conditionally Showing NavigationItem and ToolbarItem"), listing 1: the
// `if` inside `.toolbar` that SwiftUI rejected ("Closure containing control flow statement
// cannot be used with result builder 'ToolbarContentBuilder'"). NavStack's builder takes it
// (R21). The post shows only the `.toolbar { … }` modifier; added around it: `import NavStack`,
// the struct `PreviousButtonFirstAttempt` with the `viewModel` the listing reads, and a
// `Text` for the modifier to apply to. The listing's lines are unchanged.
import NavStack

struct PreviousButtonFirstAttempt: View {
    @ObservedObject var viewModel: OnboardingScreenViewModel

    var body: some View {
        Text("First attempt")
.toolbar {
    if viewModel.showPreviousButton {
        ToolbarItem(placement: .navigationBarLeading) {
           Button("previous", action: viewModel.previous)
        } // Closure containing control flow statement cannot be used with result builder 'ToolbarContentBuilder'
    }
}
    }
}
