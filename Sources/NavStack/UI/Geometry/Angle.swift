/// An angle, as SwiftUI's `Angle`: for rotations, arcs and angular gradients.
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// No turn.
  public init() { radians = 0 }
  /// An angle of `radians`.
  public init(radians: Double) { self.radians = radians }
  /// An angle of `degrees`.
  public init(degrees: Double) { radians = degrees * .pi / 180 }

  /// No turn.
  public static let zero = Angle()
  /// An angle of `radians`.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// An angle of `degrees`.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  /// The smaller angle first.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
  /// The two angles added.
  public static func + (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians + rhs.radians)
  }
  /// The second angle taken from the first.
  public static func - (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians - rhs.radians)
  }
  /// The angle turned the other way.
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
  /// The angle scaled.
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
  /// The angle divided.
  public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
}
