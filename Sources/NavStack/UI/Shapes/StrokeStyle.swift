/// How a stroke is drawn, as SwiftUI's `StrokeStyle`.
///
/// A terminal draws one line of box-drawing characters: a dash makes it dashed (`┄`, `┆`),
/// and the width, caps and joins change nothing.
public struct StrokeStyle: Hashable, Sendable {
  /// The line's width in points.
  public var lineWidth: Double
  /// The ends.
  public var lineCap: CGLineCap
  /// The corners.
  public var lineJoin: CGLineJoin
  /// How far a pointed corner may reach.
  public var miterLimit: Double
  /// The lengths of dashes and gaps; empty for a solid line.
  public var dash: [Double]
  /// Where the dash pattern starts.
  public var dashPhase: Double

  /// A stroke style.
  public init(
    lineWidth: Double = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}
