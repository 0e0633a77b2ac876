/// A gradient along a line, as SwiftUI's `LinearGradient`: painted and drawn as its first
/// colour.
public struct LinearGradient: ShapeStyle, Hashable {
  let gradient: Gradient

  /// A gradient from `startPoint` to `endPoint` of the frame.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
  }

  /// A gradient of `colors`, evenly spaced.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    gradient = Gradient(colors: colors)
  }

  /// A gradient through `stops`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    gradient = Gradient(stops: stops)
  }

  /// The first colour.
  @MainActor public func _paint(in environment: EnvironmentValues) -> Color {
    gradient.firstColor
  }

}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient: its first colour.
  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient of `colors`: the first.
  public static func linearGradient(
    colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient through `stops`: the first.
  public static func linearGradient(
    stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension LinearGradient: View {
  /// As a view, the first colour fills the frame.
  public var body: Color { gradient.firstColor }
}
