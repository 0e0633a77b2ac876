/// Where children line up across a vertical stack, as SwiftUI's `HorizontalAlignment`.
public enum HorizontalAlignment: Hashable, Sendable {
  /// The left edge.
  case leading
  /// The middle.
  case center
  /// The right edge.
  case trailing

  func offset(child: Int, in space: Int) -> Int {
    switch self {
    case .leading: return 0
    case .center: return max(0, (space - child) / 2)
    case .trailing: return max(0, space - child)
    }
  }
}

/// Where children line up across a horizontal stack, as SwiftUI's `VerticalAlignment`.
public enum VerticalAlignment: Hashable, Sendable {
  /// The top edge.
  case top
  /// The middle.
  case center
  /// The bottom edge.
  case bottom
  /// The first line of text: the top, in cells.
  case firstTextBaseline

  func offset(child: Int, in space: Int) -> Int {
    switch self {
    case .top, .firstTextBaseline: return 0
    case .center: return max(0, (space - child) / 2)
    case .bottom: return max(0, space - child)
    }
  }
}

/// Both alignments, for `ZStack`, `frame` and overlays, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
  /// Across.
  public var horizontal: HorizontalAlignment
  /// Down.
  public var vertical: VerticalAlignment

  /// An alignment from its two parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The middle.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Left, middle.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Right, middle.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Top, centred.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Bottom, centred.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Top left.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top right.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Bottom left.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom right.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// Where a child of `child` size sits in `rect`.
  func place(_ child: Size, in rect: Rect) -> Rect {
    let width = min(child.width, rect.width)
    let height = min(child.height, rect.height)
    return Rect(
      x: rect.x + horizontal.offset(child: width, in: rect.width),
      y: rect.y + vertical.offset(child: height, in: rect.height), width: width, height: height)
  }
}
