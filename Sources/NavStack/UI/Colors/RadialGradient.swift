/// A gradient out from a centre, as SwiftUI's `RadialGradient`: painted and drawn as its first
/// colour.
public struct RadialGradient: ShapeStyle, Hashable {
  let gradient: Gradient

  /// A gradient from `startRadius` to `endRadius` points around `center`.
  public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
    self.gradient = gradient
  }

  /// A gradient of `colors`, evenly spaced.
  public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
    gradient = Gradient(colors: colors)
  }

  /// A gradient through `stops`.
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double) {
    gradient = Gradient(stops: stops)
  }

  /// The first colour.
  @MainActor public func _paint(in environment: EnvironmentValues) -> Color {
    gradient.firstColor
  }

}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient: its first colour.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient of `colors`: the first.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension RadialGradient: View {
  /// As a view, the first colour fills the frame.
  public var body: Color { gradient.firstColor }
}
