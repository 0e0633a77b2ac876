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
    guard let (width, height) = Self.dimensions(parsing: text), width > 0, height > 0 else {
      return nil
    }
    self.init(width: width, height: height)
  }

  /// The two numbers of `80x24` (also `80×24`), zero included; nil when malformed.
  ///
  /// Each side is decimal digits and nothing else: `80x24x`, `+80x24` and `80 x24` are
  /// malformed, not read as 80x24. `--size`, `Set Size` and `Resize` all read sizes here, so
  /// they take the same spellings.
  public static func dimensions(parsing text: some StringProtocol) -> (width: Int, height: Int)? {
    let parts = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "×" })
    guard parts.count == 2,
      parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
      let width = Int(parts[0]), let height = Int(parts[1])
    else {
      return nil
    }
    return (width, height)
  }

  /// Whether this size is at least `other` in both directions.
  public func fits(_ other: Size) -> Bool { width >= other.width && height >= other.height }
}
