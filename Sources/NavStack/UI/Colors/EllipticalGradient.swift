/// A gradient out to an ellipse, as SwiftUI's `EllipticalGradient`: painted and drawn as its
/// first colour.
public struct EllipticalGradient: ShapeStyle, Hashable {
  let gradient: Gradient

  /// A gradient from `startRadiusFraction` to `endRadiusFraction` of the frame.
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: Double = 0,
    endRadiusFraction: Double = 0.5
  ) {
    self.gradient = gradient
  }

  /// A gradient of `colors`, evenly spaced.
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: Double = 0,
    endRadiusFraction: Double = 0.5
  ) {
    gradient = Gradient(colors: colors)
  }

  /// The first colour.
  @MainActor public func _paint(in environment: EnvironmentValues) -> Color {
    gradient.firstColor
  }

}

extension EllipticalGradient: View {
  /// As a view, the first colour fills the frame.
  public var body: Color { gradient.firstColor }
}
