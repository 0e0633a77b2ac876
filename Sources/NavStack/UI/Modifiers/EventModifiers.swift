/// Modifier keys; Command means Ctrl in a terminal, and none means the bare key.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: UInt8
  /// Modifiers from their bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Command: Ctrl in a terminal.
  public static let command = EventModifiers(rawValue: 1)
  /// Ctrl.
  public static let control = EventModifiers(rawValue: 2)
  /// Alt.
  public static let option = EventModifiers(rawValue: 4)
  /// Shift: part of the character already.
  public static let shift = EventModifiers(rawValue: 8)
  /// No modifier: the bare key.
  public static let none: EventModifiers = []
}
