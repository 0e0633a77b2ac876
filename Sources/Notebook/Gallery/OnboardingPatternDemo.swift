import NavStack

/// P5: the onboarding tour, presented bare through `NavigationIfNeeded`, its bar buttons
/// conditional on the step (R21, R22).
struct OnboardingPatternDemo: View {
  @State private var isShowingTour = false
  @State private var finishedCount = 0

  var body: some View {
    PatternDemoPage(
      .p5,
      explanation:
        "Previous (leading) from step 2; Next and Skip (trailing) on steps 1…N-1; Close on "
        + "step N. The `if` and `switch` sit directly in the toolbar declaration.",
      status: { Text("Tours finished: \(finishedCount)") },
      actions: {
        Button("Start the tour") { isShowingTour = true }
      }
    )
    .navigationTitle("P5 Onboarding")
    .sheet(isPresented: $isShowingTour) {
      NavigationIfNeeded {
        OnboardingView { finishedCount += 1 }
      }
    }
  }
}
