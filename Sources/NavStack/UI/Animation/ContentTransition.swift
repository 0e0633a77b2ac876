/// How a view's content would change in place, as SwiftUI's `ContentTransition`: a terminal
/// draws the new content at once (see `Animation`).
public struct ContentTransition: Hashable, Sendable {
  let name: String

  /// None.
  public static let identity = ContentTransition(name: "identity")
  /// A fade from the old content to the new.
  public static let opacity = ContentTransition(name: "opacity")
  /// Shapes and text morphed from old to new.
  public static let interpolate = ContentTransition(name: "interpolate")

  /// Digits rolled from the old number to the new.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
  /// Digits rolled up or down as `value` grows or shrinks.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
}
