import NavStack

/// The tour as the gallery shows it: a view with a title and toolbar items but no stack, so it
/// is presented as `NavigationIfNeeded { OnboardingTour(…) }` (P2, P5).
///
/// Enter takes the step's default (Next, or Close on the last step), → and ← step through;
/// Esc closes the sheet as any sheet's Esc does, without finishing the tour.
struct OnboardingTour: View {
  let steps: [OnboardingStep]
  /// Runs once when Skip or Close ends the tour.
  let onFinish: @MainActor () -> Void
  @State private var current = 0
  @Environment(\.dismiss) private var dismiss

  private var step: OnboardingStep {
    steps.indices.contains(current) ? steps[current] : OnboardingStep(title: "", body: "")
  }
  private var isLast: Bool { current >= steps.count - 1 }
  private var rightBarButton: OnboardingModel.RightBarButton {
    steps.isEmpty ? .none : (isLast ? .close : .skip)
  }
  private var dots: String {
    steps.indices.map { $0 == current ? "●" : "○" }.joined(separator: " ")
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("Step \(current + 1) of \(steps.count)").foregroundStyle(.secondary)
      Text(step.body)
      Spacer()
      VStack(spacing: 1) {
        Button(isLast ? "Close" : "Next", action: primary)
          .keyboardShortcut(.defaultAction)
        Text(dots)
      }
      .frame(maxWidth: .infinity)
    }
    .padding(.horizontal, 2)
    .padding(.vertical, 1)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .navigationTitle(step.title)
    .toolbar {
      OnboardingItemsToolbar(
        next: next, previous: previous, skip: finish, close: finish,
        nextButton: rightBarButton, showPrevious: current > 0)
    }
    .onKeyPress(.rightArrow) {
      next()
      return .handled
    }
    .onKeyPress(.leftArrow) {
      previous()
      return .handled
    }
  }

  private func next() { if !isLast { current += 1 } }
  private func previous() { if current > 0 { current -= 1 } }
  private func primary() { if isLast { finish() } else { next() } }

  private func finish() {
    onFinish()
    dismiss()
  }
}
