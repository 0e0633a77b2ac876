import NavStack

/// P5: the onboarding flow, presented bare through `NavigationIfNeeded`, its buttons
/// conditional on the step (R21, R22).
@MainActor
final class OnboardingDemo: DemoScreen {
  var isShowingTour = false
  var finishedCount = 0

  init() {
    super.init(
      title: "P5 Onboarding", code: Pattern.p5.swiftUICode,
      explanation:
        "Previous (leading) from step 2; Next and Skip (trailing) on steps 1…N-1; Close on "
        + "step N. The `if` and `switch` sit directly in the toolbar declaration.")
  }

  override var status: [String] { ["Tours finished: \(finishedCount)"] }

  override var actions: [Action] {
    [Action(title: "Start the tour") { [unowned self] in self.isShowingTour = true }]
  }

  override var sheets: [SheetDestination] {
    [
      .isPresented(bind(self, \.isShowingTour)) { [unowned self] in
        NavigationIfNeededScreen {
          OnboardingScreen(
            model: OnboardingModel(steps: OnboardingStep.bundled()) { [unowned self] in
              self.finishedCount += 1
            })
        }
      }
    ]
  }
}
