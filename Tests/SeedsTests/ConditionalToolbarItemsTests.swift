import NavStack
import Testing

@testable import Seeds

/// A Home screen whose "Start tour" button presents the onboarding flow in a sheet.
struct OnboardingHost: View {
  @State private var isTouring = false

  var body: some View {
    NavigationView {
      Button("Start tour") { isTouring = true }
        .navigationTitle("Home")
        .sheet(isPresented: $isTouring) {
          OnboardingFlow()
        }
    }
  }
}

/// The post's first attempt in a stack, with a button that moves the model a step on.
struct PreviousButtonHost: View {
  @StateObject private var viewModel = OnboardingScreenViewModel()

  var body: some View {
    NavigationView {
      VStack {
        PreviousButtonFirstAttempt(viewModel: viewModel)
        Button("Forward") { viewModel.next() }
      }
    }
  }
}

/// The third post, "Conditionally Showing NavigationItem and ToolbarItem": ItemsToolbar's
/// buttons per onboarding step (P5, R21, R22).
@MainActor
@Suite("Seeds, post 3: conditional toolbar items")
struct ConditionalToolbarItemsTests {
  @Test("P5 R22 onboarding: Previous from step 2, Next and Skip before the last, Close on it")
  func onboarding() {
    SeedReplay.run("onboarding", OnboardingHost())
  }

  @Test("R21 the post's first attempt, an if inside .toolbar, compiles and shows previous by state")
  func firstAttempt() {
    SeedReplay.run("previous-button-first-attempt", PreviousButtonHost())
  }
}
