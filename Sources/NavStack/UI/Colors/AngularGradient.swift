/// A gradient around a centre, as SwiftUI's `AngularGradient`: painted and drawn as its first
/// colour.
public struct AngularGradient: ShapeStyle, Hashable {
  let gradient: Gradient

  /// A gradient from `startAngle` to `endAngle` around `center`.
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
  }

  /// A gradient of `colors`, evenly spaced.
  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    gradient = Gradient(colors: colors)
  }

  /// A gradient through `stops`.
  public init(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    gradient = Gradient(stops: stops)
  }

  /// A whole turn starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.gradient = gradient
  }

  /// A whole turn of `colors` starting at `angle`.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    gradient = Gradient(colors: colors)
  }

  /// The first colour.
  @MainActor public func _paint(in environment: EnvironmentValues) -> Color {
    gradient.firstColor
  }

}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient: its first colour.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient of `colors`: the first.
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A conic gradient, a whole turn from `angle`: its first colour.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }
}

extension AngularGradient: View {
  /// As a view, the first colour fills the frame.
  public var body: Color { gradient.firstColor }
}
