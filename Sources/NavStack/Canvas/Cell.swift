/// One terminal cell.
///
/// A wide character occupies its cell and the next; the next is marked `isContinuation` and
/// holds no character of its own, so rows stay exactly `width` cells long.
public struct Cell: Hashable, Sendable {
  public var character: Character
  public var style: Style
  public var isContinuation: Bool

  public init(_ character: Character = " ", style: Style = .plain, isContinuation: Bool = false) {
    self.character = character
    self.style = style
    self.isContinuation = isContinuation
  }

  public static let blank = Cell()
}
