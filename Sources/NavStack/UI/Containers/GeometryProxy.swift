/// The size and place a `GeometryReader` is given, in points, as SwiftUI's `GeometryProxy`.
///
/// Its sizes are a type of its own, with `width` and `height` as `Double`: the library does
/// not link Foundation, where `CGSize` lives, so `proxy.size.width * 0.8` works as written,
/// and a `CGSize` is made with `CGSize(width: proxy.size.width, height: proxy.size.height)`.
public struct GeometryProxy: Sendable {
  /// A width and a height in points.
  public struct Size: Hashable, Sendable {
    /// Points across.
    public var width: Double
    /// Points down.
    public var height: Double
  }

  /// A rectangle in points.
  public struct Frame: Hashable, Sendable {
    /// The left edge.
    public var minX: Double
    /// The top edge.
    public var minY: Double
    /// Points across.
    public var width: Double
    /// Points down.
    public var height: Double
    /// The right edge.
    public var maxX: Double { minX + width }
    /// The bottom edge.
    public var maxY: Double { minY + height }
    /// The middle, across.
    public var midX: Double { minX + width / 2 }
    /// The middle, down.
    public var midY: Double { minY + height / 2 }
    /// The size.
    public var size: Size { Size(width: width, height: height) }
  }

  /// The space given, in points.
  public let size: Size
  /// Where the reader was drawn in the window, in points.
  let origin: (x: Double, y: Double)

  /// No safe area: a terminal draws to its edges.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The reader's rectangle: at the origin for `.local`, where the window drew it otherwise.
  public func frame(in coordinateSpace: CoordinateSpace) -> Frame {
    switch coordinateSpace {
    case .local: return Frame(minX: 0, minY: 0, width: size.width, height: size.height)
    case .global, .named:
      return Frame(minX: origin.x, minY: origin.y, width: size.width, height: size.height)
    }
  }

  init(cells rect: Rect) {
    size = Size(
      width: CellScale.points(rect.width, along: .horizontal),
      height: CellScale.points(rect.height, along: .vertical))
    origin = (
      CellScale.points(rect.x, along: .horizontal), CellScale.points(rect.y, along: .vertical)
    )
  }
}
