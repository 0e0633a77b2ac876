/// A direction, as SwiftUI's `Axis`: for `TextField(axis:)` and `ScrollView(_:)`.
public enum Axis: Hashable, Sendable {
  /// Across.
  case horizontal
  /// Down.
  case vertical

  /// A set of directions, as SwiftUI's `Axis.Set`.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8
    /// A set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Across.
    public static let horizontal = Set(rawValue: 1)
    /// Down.
    public static let vertical = Set(rawValue: 2)
  }
}
