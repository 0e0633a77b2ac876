/// How a change would move, as SwiftUI's `Animation`: its curve, delay, speed and repeats.
///
/// A terminal redraws whole cells, and a change drawn over frames would only delay what the
/// user reads, so NavStack shows every change at once, whatever its animation. An animation
/// is a value that code can build, compare and pass on (`withAnimation(.spring)`,
/// `.animation(.easeInOut, value:)`), described as it was written.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  /// The animation as written: `easeInOut(duration: 0.3).delay(0.1)`.
  public let description: String

  init(_ description: String) { self.description = description }

  private func then(_ step: String) -> Animation { Animation(description + "." + step) }

  /// The system's usual animation.
  public static let `default` = Animation("default")
  /// At one speed throughout.
  public static let linear = Animation("linear")
  /// Slow at the start.
  public static let easeIn = Animation("easeIn")
  /// Slow at the end.
  public static let easeOut = Animation("easeOut")
  /// Slow at both ends.
  public static let easeInOut = Animation("easeInOut")
  /// A spring.
  public static let spring = Animation("spring")
  /// A spring for following a finger.
  public static let interactiveSpring = Animation("interactiveSpring")
  /// A spring that bounces a little.
  public static let bouncy = Animation("bouncy")
  /// A spring that does not bounce.
  public static let smooth = Animation("smooth")
  /// A quick spring that bounces a very little.
  public static let snappy = Animation("snappy")

  /// At one speed for `duration` seconds.
  public static func linear(duration: Double) -> Animation {
    Animation("linear(duration: \(duration))")
  }
  /// Slow at the start, for `duration` seconds.
  public static func easeIn(duration: Double) -> Animation {
    Animation("easeIn(duration: \(duration))")
  }
  /// Slow at the end, for `duration` seconds.
  public static func easeOut(duration: Double) -> Animation {
    Animation("easeOut(duration: \(duration))")
  }
  /// Slow at both ends, for `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation {
    Animation("easeInOut(duration: \(duration))")
  }
  /// A Bézier timing curve, for `duration` seconds.
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
  ) -> Animation {
    Animation("timingCurve(\(c0x), \(c0y), \(c1x), \(c1y), duration: \(duration))")
  }
  /// A spring by its response and damping.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    Animation("spring(response: \(response), dampingFraction: \(dampingFraction))")
  }
  /// A spring by its duration and bounce.
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    Animation("spring(duration: \(duration), bounce: \(bounce))")
  }
  /// A spring for following a finger, by its response and damping.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    Animation("interactiveSpring(response: \(response), dampingFraction: \(dampingFraction))")
  }
  /// A spring by its stiffness and damping.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    Animation("interpolatingSpring(stiffness: \(stiffness), damping: \(damping))")
  }
  /// A spring that bounces a little, for `duration` seconds.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("bouncy(duration: \(duration), extraBounce: \(extraBounce))")
  }
  /// A spring that does not bounce, for `duration` seconds.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("smooth(duration: \(duration), extraBounce: \(extraBounce))")
  }
  /// A quick spring, for `duration` seconds.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("snappy(duration: \(duration), extraBounce: \(extraBounce))")
  }

  /// The same animation, starting `delay` seconds later.
  public func delay(_ delay: Double) -> Animation { then("delay(\(delay))") }
  /// The same animation at `speed` times its pace.
  public func speed(_ speed: Double) -> Animation { then("speed(\(speed))") }
  /// The same animation, played `repeatCount` times.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    then("repeatCount(\(repeatCount), autoreverses: \(autoreverses))")
  }
  /// The same animation, played again and again.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    then("repeatForever(autoreverses: \(autoreverses))")
  }
}
