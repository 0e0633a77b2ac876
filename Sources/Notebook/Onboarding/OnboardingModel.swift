import Observation

/// The tour's state: which step is shown, and which bar buttons that step has (R22).
@MainActor
@Observable
public final class OnboardingModel {
  /// The trailing buttons of a step, as the third post's view model names them.
  public enum RightBarButton: Equatable, Sendable {
    case skip, close, none
  }

  /// The tour's steps, in order.
  public let steps: [OnboardingStep]
  /// The index of the step shown.
  public private(set) var current = 0
  /// Runs once when Skip or Close ends the flow.
  @ObservationIgnored let finish: @MainActor () -> Void

  /// A tour of `steps`; `finish` runs once when Skip or Close ends it.
  public init(steps: [OnboardingStep], finish: @escaping @MainActor () -> Void) {
    self.steps = steps
    self.finish = finish
  }

  /// The step shown, or an empty one when there are none.
  public var step: OnboardingStep {
    steps.indices.contains(current) ? steps[current] : OnboardingStep(title: "", body: "")
  }
  /// Whether the last step is shown (Close instead of Next and Skip).
  public var isLast: Bool { current >= steps.count - 1 }
  /// `Previous` from step 2 on.
  public var showPreviousButton: Bool { current > 0 }
  /// `Next` and `Skip` on steps 1…N-1, `Close` on step N.
  public var showRightBarButton: RightBarButton {
    steps.isEmpty ? .none : (isLast ? .close : .skip)
  }

  /// Shows the next step; nothing on the last.
  public func next() { if !isLast { current += 1 } }
  /// Shows the step before; nothing on the first.
  public func previous() { if current > 0 { current -= 1 } }
  /// Ends the tour: Skip and Close both do.
  public func skip() { finish() }
}
