/// Runs `body`, whose state changes SwiftUI would animate, and returns its result.
///
/// A terminal shows the change at once (see `Animation`): the views that read the state are
/// drawn in their new form on the next frame, as without an animation.
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

/// Runs `body` and then `completion`, as SwiftUI does when the animation ends: with no
/// animation drawn, it ends as soon as the change is made.
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try body()
  completion()
  return result
}

/// When an animation counts as finished, as SwiftUI's `AnimationCompletionCriteria`; with
/// changes shown at once, both are at once.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  let removed: Bool

  /// When the value has reached its end.
  public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
  /// When nothing of the animation is left to draw.
  public static let removed = AnimationCompletionCriteria(removed: true)
}
