/// A size in terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// A size of `width` columns and `height` rows.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The size every screen is designed for.
  public static let standard = Size(width: 80, height: 24)
  /// The smallest size the app lays out; below it the "too small" screen is drawn.
  public static let minimum = Size(width: 40, height: 10)

  /// The size as `Set Size` and `--size` write it: `80x24`.
  public var description: String { "\(width)x\(height)" }

  /// Parses `80x24` (also `80×24`); nil when malformed or not positive.
  public init?(parsing text: some StringProtocol) {
    let parts = text.split(whereSeparator: { $0 == "x" || $0 == "×" })
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0 else {
      return nil
    }
    self.init(width: w, height: h)
  }

  /// Whether this size is at least `other` in both directions.
  public func fits(_ other: Size) -> Bool { width >= other.width && height >= other.height }
}
