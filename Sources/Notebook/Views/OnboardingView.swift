import NavStack

/// The tour: a screen that declares its toolbar but no stack (P5).
///
/// It is presented as `NavigationIfNeeded { OnboardingView(…) }` in a sheet without a stack, so
/// the wrapper gives it one and its conditional buttons appear (P2, R22). Enter goes on (or
/// closes on the last step), → and ← step, Esc skips.
struct OnboardingView: View {
  @State private var model: OnboardingModel
  @Environment(\.dismiss) private var dismiss

  init(finished: @escaping @MainActor () -> Void) {
    _model = State(initialValue: OnboardingModel(steps: OnboardingStep.bundled(), finish: finished))
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      Text("Step \(model.current + 1) of \(model.steps.count)").foregroundStyle(.secondary)
      Text(model.step.body)
      Spacer(minLength: 0)
      Text(dots).frame(maxWidth: .infinity)
    }
    .padding(.horizontal, 20)
    .padding(.vertical, 20)
    .navigationTitle(model.step.title)
    .toolbar {
      OnboardingToolbar(
        next: model.next, previous: model.previous, skip: finish, close: finish,
        nextButton: model.showRightBarButton, showPrevious: model.showPreviousButton)
    }
    .onKeyPress(.return) {
      if model.isLast { finish() } else { model.next() }
      return .handled
    }
    .help(model.isLast ? "Close" : "Next")
    .onKeyPress(.rightArrow) {
      model.next()
      return .handled
    }
    .help("Next step")
    .onKeyPress(.leftArrow) {
      model.previous()
      return .handled
    }
    .help("Previous step")
    .onKeyPress(.escape) {
      finish()
      return .handled
    }
    // Esc does what the bar's last button does: Skip, or Close on the last step.
    .help(model.isLast ? "Close" : "Skip")
  }

  private var dots: String {
    model.steps.indices.map { $0 == model.current ? "●" : "○" }.joined(separator: " ")
  }

  private func finish() {
    model.skip()
    dismiss()
  }
}
