/// Lengths in points on each edge, as SwiftUI's `EdgeInsets`: for `.padding(_:)` and a
/// `GeometryProxy`'s safe area; cells by `CellScale`, as every gap.
public struct EdgeInsets: Hashable, Sendable {
  /// Points above.
  public var top: Double
  /// Points on the left.
  public var leading: Double
  /// Points below.
  public var bottom: Double
  /// Points on the right.
  public var trailing: Double

  /// Insets of these lengths, in points.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public init() { self.init(top: 0) }
}

extension View {
  /// Space of `insets` on each edge, in whole cells (`CellScale`): 16 points are one column
  /// and no row, as `.padding(16)` is.
  public func padding(_ insets: EdgeInsets) -> some View {
    let column = { (points: Double) in max(0, CellScale.gap(points, along: .horizontal)) }
    let row = { (points: Double) in max(0, CellScale.gap(points, along: .vertical)) }
    return modifier(
      PaddingModifier(
        top: row(insets.top), leading: column(insets.leading), bottom: row(insets.bottom),
        trailing: column(insets.trailing)))
  }
}
