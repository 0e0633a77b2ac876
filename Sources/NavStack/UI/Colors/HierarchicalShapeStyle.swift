/// The levels of the foreground, as SwiftUI's `HierarchicalShapeStyle`: `.primary` is the
/// foreground, and the levels after it the foreground dimmed (or what
/// `foregroundStyle(_:_:)` set for them).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  let level: Int

  /// The foreground.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// The second level: the foreground dimmed, the muted colour where the foreground is plain.
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// The third level: drawn as the second, since a terminal has one step of dimming.
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The fourth level: drawn as the second.
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  /// The fifth level: drawn as the second.
  public static let quinary = HierarchicalShapeStyle(level: 4)

  /// The level's colour: the one `foregroundStyle(_:_:)` set, else the foreground, dimmed
  /// after the first level.
  @MainActor public func _paint(in environment: EnvironmentValues) -> Color {
    let levels = environment.foregroundLevels
    if level < levels.count { return levels[level] }
    let foreground = environment.foreground
    guard level > 0 else { return foreground }
    if foreground.role == .plain { return .secondary }
    return Color(role: foreground.role, attributes: foreground.attributes.union(.dim))
  }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The foreground.
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
  /// The foreground's second level: dimmed.
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
  /// The foreground's third level: dimmed.
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
  /// The foreground's fourth level: dimmed.
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle.quaternary }
  /// The foreground's fifth level: dimmed.
  public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle.quinary }
}
