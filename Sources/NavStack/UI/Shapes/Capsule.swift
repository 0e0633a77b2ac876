/// A rectangle with half-round ends, as SwiftUI's `Capsule`: filled, a bar of coloured cells;
/// stroked, `(` and `)` ends, with `╭─╮` and `╰─╯` above and below when it is taller than a row.
public struct Capsule: InsettableShape {
  /// The ends' curve.
  public var style: RoundedCornerStyle

  /// A capsule.
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }

  /// A capsule's outline.
  public var _outline: _ShapeOutline { _ShapeOutline(.capsule) }
}

extension Shape where Self == Capsule {
  /// A capsule, as `.clipShape(.capsule)` writes it.
  public static var capsule: Capsule { Capsule() }
}
