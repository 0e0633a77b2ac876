/// How a view would come and go, as SwiftUI's `AnyTransition`.
///
/// A terminal shows a view that is inserted or removed at once (see `Animation`), so every
/// transition draws as `.identity`; it is a value code can build and combine, described as it
/// was written.
public struct AnyTransition: Sendable, CustomStringConvertible {
  /// The transition as written: `move(edge: .bottom).combined(with: opacity)`.
  public let description: String

  init(_ description: String) { self.description = description }

  /// None: the view is simply there or not.
  public static let identity = AnyTransition("identity")
  /// A fade.
  public static let opacity = AnyTransition("opacity")
  /// In from the leading edge, out to the trailing one.
  public static let slide = AnyTransition("slide")
  /// Grown from nothing.
  public static let scale = AnyTransition("scale")

  /// Grown from `scale` about `anchor`.
  public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition("scale(scale: \(scale))")
  }
  /// In from `edge` and out to it.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(edge: .\(edge))") }
  /// In from `edge`, out to the opposite one.
  public static func push(from edge: Edge) -> AnyTransition {
    AnyTransition("push(from: .\(edge))")
  }
  /// Moved by `x` and `y` points.
  public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition {
    AnyTransition("offset(x: \(x), y: \(y))")
  }
  /// One transition in and another out.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  {
    AnyTransition("asymmetric(insertion: \(insertion), removal: \(removal))")
  }

  /// This transition and `other` at once.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition("\(description).combined(with: \(other))")
  }
  /// This transition with its own animation.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition("\(description).animation(\(animation?.description ?? "nil"))")
  }
}
