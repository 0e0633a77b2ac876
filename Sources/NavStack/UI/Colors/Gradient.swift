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

// Views in extensions, so that a gradient is made anywhere, as a colour is (see `Color`).
