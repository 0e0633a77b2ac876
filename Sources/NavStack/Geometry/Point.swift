/// A cell position on the screen: column `x`, row `y`, both 0-based.
public struct Point: Hashable, Sendable {
  /// The column, 0 at the left.
  public var x: Int
  /// The row, 0 at the top.
  public var y: Int

  /// The cell at column `x`, row `y`.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}
