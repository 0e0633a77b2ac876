/// Colours along a line, as SwiftUI's `Gradient`.
///
/// A terminal cell has one colour, so a gradient, and each gradient style made from it, paints
/// with its first colour (the stop nearest the start): a blue-to-purple background is blue.
public struct Gradient: Hashable, Sendable, ShapeStyle {
  /// A colour at a place along the gradient, from 0 to 1.
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// Where along the gradient, from 0 to 1.
    public var location: Double

    /// A stop of `color` at `location`.
    public init(color: Color, location: Double) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in order.
  public var stops: [Stop]

  /// A gradient through `stops`.
  public init(stops: [Stop]) { self.stops = stops }

  /// A gradient through `colors`, evenly spaced.
  public init(colors: [Color]) {
    let last = Double(max(1, colors.count - 1))
    stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) }
  }

  /// The colour a terminal paints: the stop nearest the start, else clear.
  var firstColor: Color {
    stops.min { $0.location < $1.location }?.color ?? .clear
  }

  /// The first colour.
  @MainActor public func _paint(in environment: EnvironmentValues) -> Color { firstColor }
}

/// A gradient made from a colour, as SwiftUI's `AnyGradient` (`Color.blue.gradient`): the
/// colour itself.
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
  let color: Color

  /// The colour.
  @MainActor public func _paint(in environment: EnvironmentValues) -> Color { color }
}

extension Color {
  /// A gradient from this colour, which a terminal paints as the colour.
  public var gradient: AnyGradient { AnyGradient(color: self) }
}

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

// Views in extensions, so that a gradient is made anywhere, as a colour is (see `Color`).

extension LinearGradient: View {
  /// As a view, the first colour fills the frame.
  public var body: Color { gradient.firstColor }
}

extension RadialGradient: View {
  /// As a view, the first colour fills the frame.
  public var body: Color { gradient.firstColor }
}

extension AngularGradient: View {
  /// As a view, the first colour fills the frame.
  public var body: Color { gradient.firstColor }
}

extension EllipticalGradient: View {
  /// As a view, the first colour fills the frame.
  public var body: Color { gradient.firstColor }
}
