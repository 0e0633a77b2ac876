/// One change to a text: the characters in `range` gave way to `insertedCount` new ones.
///
/// What a view needs to bring its wrapped rows up to date without re-reading the whole text.
public struct TextEdit: Equatable, Sendable {
  /// The offsets replaced, in the text as it was before the change.
  public var range: Range<Int>
  /// How many characters now stand where `range` was.
  public var insertedCount: Int

  /// A change of `range` into `insertedCount` characters.
  public init(range: Range<Int>, insertedCount: Int) {
    self.range = range
    self.insertedCount = insertedCount
  }

  /// How far the characters after the change moved.
  public var delta: Int { insertedCount - range.count }
}
