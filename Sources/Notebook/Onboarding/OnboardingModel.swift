import Observation

/// The tour's state: which step is shown, and which bar buttons that step has (R22).
@MainActor
@Observable
public final class OnboardingModel {
  /// The trailing buttons of a step, as the third post's view model names them.
  public enum RightBarButton: Equatable, Sendable {
    case skip, close, none
  }

  public let steps: [OnboardingStep]
  public private(set) var current = 0
  /// Runs once when Skip or Close ends the flow.
  @ObservationIgnored let finish: @MainActor () -> Void

  public init(steps: [OnboardingStep], finish: @escaping @MainActor () -> Void) {
    self.steps = steps
    self.finish = finish
  }

  public var step: OnboardingStep {
    steps.indices.contains(current) ? steps[current] : OnboardingStep(title: "", body: "")
  }
  public var isLast: Bool { current >= steps.count - 1 }
  /// `Previous` from step 2 on.
  public var showPreviousButton: Bool { current > 0 }
  /// `Next` and `Skip` on steps 1…N-1, `Close` on step N.
  public var showRightBarButton: RightBarButton {
    steps.isEmpty ? .none : (isLast ? .close : .skip)
  }

  public func next() { if !isLast { current += 1 } }
  public func previous() { if current > 0 { current -= 1 } }
  public func skip() { finish() }
}
