extension Color {
  /// The colour space of a colour's components, as SwiftUI's `Color.RGBColorSpace`.
  ///
  /// A terminal draws a theme's roles, not components, so every space is read the same way.
  public enum RGBColorSpace: Hashable, Sendable {
    /// The standard space.
    case sRGB
    /// sRGB without its gamma.
    case sRGBLinear
    /// The wide space of Apple's displays.
    case displayP3
  }

  /// The named colour nearest to the components, each from 0 to 1.
  ///
  /// A terminal shows the theme's colours, so a colour given by components takes the role of
  /// the named colour whose hue is nearest; a grey, or a colour too dark or too pale to have a
  /// hue, is the text colour at its ends and gray between.
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    let hsb = Self.hsb(red: red, green: green, blue: blue)
    self = Color.nearest(hue: hsb.hue, saturation: hsb.saturation, brightness: hsb.brightness)
      .opacity(opacity)
  }

  /// A grey, from black (0) to white (1): the text colour at its ends and gray between.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self = Color.nearest(hue: 0, saturation: 0, brightness: white).opacity(opacity)
  }

  /// The named colour nearest to the hue (0 to 1 around the wheel), saturation and brightness.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    self = Color.nearest(hue: hue * 360, saturation: saturation, brightness: brightness)
      .opacity(opacity)
  }

  /// Hue in degrees, saturation and brightness of a colour's components.
  static func hsb(red: Double, green: Double, blue: Double)
    -> (hue: Double, saturation: Double, brightness: Double)
  {
    let r = min(1, max(0, red))
    let g = min(1, max(0, green))
    let b = min(1, max(0, blue))
    let high = max(r, g, b)
    let low = min(r, g, b)
    let spread = high - low
    guard spread > 0 else { return (0, 0, high) }
    var hue: Double
    if high == r {
      hue = 60 * ((g - b) / spread).truncatingRemainder(dividingBy: 6)
    } else if high == g {
      hue = 60 * ((b - r) / spread + 2)
    } else {
      hue = 60 * ((r - g) / spread + 4)
    }
    if hue < 0 { hue += 360 }
    return (hue, spread / high, high)
  }

  /// The hues of the named colours, in degrees, as Apple's system colours have them.
  private static let hues: [(hue: Double, color: Color)] = [
    (3, .red), (33, .orange), (48, .yellow), (135, .green), (177, .mint), (190, .teal),
    (200, .cyan), (212, .blue), (241, .indigo), (282, .purple), (349, .pink),
  ]

  /// The named colour nearest to a hue in degrees, a saturation and a brightness.
  static func nearest(hue: Double, saturation: Double, brightness: Double) -> Color {
    if saturation < 0.2 || brightness < 0.2 {
      return brightness < 0.25 || brightness > 0.8 ? .primary : .gray
    }
    let degrees = hue.truncatingRemainder(dividingBy: 360)
    // A dark orange or yellow is brown, as Apple's brown is.
    if (15...60).contains(degrees) && brightness < 0.7 { return .brown }
    var best = Color.red
    var distance = Double.infinity
    for entry in hues {
      let apart = abs(entry.hue - degrees)
      let around = min(apart, 360 - apart)
      if around < distance {
        distance = around
        best = entry.color
      }
    }
    return best
  }
}
