/// A translucent blur, as SwiftUI's `Material`: a terminal cannot blur what is under a view,
/// so a material paints nothing and text in it keeps the foreground.
public struct Material: ShapeStyle, Hashable {
  let thickness: Int

  /// The thinnest material.
  public static let ultraThin = Material(thickness: 0)
  /// A thin material.
  public static let thin = Material(thickness: 1)
  /// The usual material.
  public static let regular = Material(thickness: 2)
  /// A thick material.
  public static let thick = Material(thickness: 3)
  /// The thickest material.
  public static let ultraThick = Material(thickness: 4)
  /// The material of bars.
  public static let bar = Material(thickness: 5)

  /// Nothing as a fill; the foreground as text.
  @MainActor public func _paint(in environment: EnvironmentValues) -> Color {
    let foreground = environment.foreground
    return Color(role: foreground.role, attributes: foreground.attributes, fills: false)
  }
}

extension ShapeStyle where Self == Material {
  /// The thinnest material: paints nothing.
  public static var ultraThinMaterial: Material { Material.ultraThin }
  /// A thin material: paints nothing.
  public static var thinMaterial: Material { Material.thin }
  /// The usual material: paints nothing.
  public static var regularMaterial: Material { Material.regular }
  /// A thick material: paints nothing.
  public static var thickMaterial: Material { Material.thick }
  /// The thickest material: paints nothing.
  public static var ultraThickMaterial: Material { Material.ultraThick }
  /// The material of bars: paints nothing.
  public static var bar: Material { Material.bar }
}
