/// The outline of bordered buttons, as SwiftUI's `ButtonBorderShape`: a capsule or a circle
/// draws `( Save )`, a rectangle `[ Save ]`.
public struct ButtonBorderShape: Hashable, Sendable {
  let isRound: Bool

  /// The platform's shape: a rectangle here.
  public static let automatic = ButtonBorderShape(isRound: false)
  /// A capsule: round brackets.
  public static let capsule = ButtonBorderShape(isRound: true)
  /// A circle: round brackets.
  public static let circle = ButtonBorderShape(isRound: true)
  /// A rounded rectangle: square brackets.
  public static let roundedRectangle = ButtonBorderShape(isRound: false)

  /// A rounded rectangle of any radius: square brackets, since a cell has no rounder corner.
  public static func roundedRectangle(radius: Double) -> ButtonBorderShape {
    ButtonBorderShape(isRound: false)
  }

  /// The brackets a bordered button is drawn between.
  var brackets: (open: String, close: String) { isRound ? ("(", ")") : ("[", "]") }
}

struct ButtonBorderShapeKey: EnvironmentKey {
  static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
  /// The outline bordered buttons inside are drawn with.
  public var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }
}

extension View {
  /// Draws the bordered buttons inside with `shape`, as SwiftUI's `buttonBorderShape(_:)`.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    environment(\.buttonBorderShape, shape)
  }
}
