/// Which parts of a frame `matchedGeometryEffect` matches, as SwiftUI's
/// `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: UInt32
  /// Properties from their bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The position.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
  /// Accepted: changes to `value` are shown at once, as every change is (see `Animation`).
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    self
  }

  /// Accepted: changes are shown at once, as every change is (see `Animation`).
  public func animation(_ animation: Animation?) -> some View {
    self
  }

  /// Accepted: the view comes and goes at once (see `AnyTransition`).
  public func transition(_ transition: AnyTransition) -> some View {
    self
  }

  /// Accepted: the new content is drawn at once (see `ContentTransition`).
  public func contentTransition(_ transition: ContentTransition) -> some View {
    self
  }

  /// Accepted: a view matched to another across a change is drawn in its own place at once,
  /// since nothing moves between frames (see `Animation`).
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    self
  }
}
