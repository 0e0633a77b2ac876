/// A text's rows at one width, kept up to date edit by edit.
///
/// Wrapping a whole text on every key made typing quadratic. Here the rows are wrapped once;
/// an edit re-wraps from two rows above the change (the earliest row whose break can depend
/// on it) and stops as soon as a row starts as an old row started in unchanged text, since
/// from there the rule gives the old rows again. The rows after an edit move by its length
/// lazily: they are stored without the move, which is added on reading and written into them
/// only between one edit's place and the next, so typing never walks the rows to its end.
/// Rows are ranges of character offsets into the `TextBuffer` they were made from.
public struct WrappedLines: Equatable, Sendable {
  /// The cells a row may take.
  public let width: Int
  /// The rows, those from `movedFrom` on without `moved`.
  private var stored: [Range<Int>]
  /// Where wrapping resumes at each row, parallel to `stored` and moved the same way.
  private var starts: [WordWrap.RowStart]
  /// The first stored row that still lacks `moved`.
  private var movedFrom: Int
  /// How far the rows from `movedFrom` on have moved since they were stored.
  private var moved = 0

  /// Wraps all of `buffer` at `width` cells.
  public init(_ buffer: TextBuffer, width: Int) {
    self.width = max(1, width)
    var stored: [Range<Int>] = []
    var starts: [WordWrap.RowStart] = []
    let origin = WordWrap.RowStart(offset: 0, checkedFrom: 0)
    var next: WordWrap.RowStart? = origin
    WordWrap.rows(of: buffer, width: self.width, from: origin) { row, following in
      stored.append(row)
      starts.append(next ?? origin)
      next = following
      return true
    }
    self.stored = stored
    self.starts = starts
    movedFrom = stored.count
  }

  /// How many rows there are; never 0 (an empty text has one empty row).
  public var count: Int { stored.count }

  /// Row `index`, as offsets into the text as it is now.
  public subscript(index: Int) -> Range<Int> {
    let shift = index >= movedFrom ? moved : 0
    let row = stored[index]
    return (row.lowerBound + shift)..<(row.upperBound + shift)
  }

  /// Every row, for tests and small texts; drawing reads only the rows it shows.
  public var rows: [Range<Int>] { (0..<count).map { self[$0] } }

  private func start(at index: Int) -> WordWrap.RowStart {
    index >= movedFrom ? starts[index].moved(by: moved) : starts[index]
  }

  /// The row the cursor at `offset` is on: at a break, the row the offset starts.
  public func row(containing offset: Int) -> Int {
    var low = 0
    var high = count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if self[middle].lowerBound <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Brings the rows up to date after `edit`, which `buffer` now holds.
  public mutating func apply(_ edit: TextEdit, to buffer: TextBuffer) {
    let first = max(0, row(containing: edit.range.lowerBound) - 2)
    let newEnd = edit.range.lowerBound + edit.insertedCount
    var old = first + 1
    var freshRows: [Range<Int>] = []
    var freshStarts: [WordWrap.RowStart] = [start(at: first)]
    var resume: Int?
    WordWrap.rows(of: buffer, width: width, from: start(at: first)) { row, next in
      freshRows.append(row)
      guard let next else { return true }
      // An old row that starts the same way in the unchanged text after the edit: from there
      // on the rows are the old ones, moved by the edit's delta.
      if next.offset >= newEnd {
        while old < count && start(at: old).offset + edit.delta < next.offset { old += 1 }
        if old < count, start(at: old).offset >= edit.range.upperBound,
          start(at: old).moved(by: edit.delta) == next
        {
          resume = old
          return false
        }
      }
      freshStarts.append(next)
      return true
    }
    let end = resume ?? count
    // Rows kept on either side must share one pending move: settle it on the rows between
    // where it began and where it will begin now.
    settle(from: min(movedFrom, first), to: first, by: moved)
    if end < movedFrom { settle(from: end, to: movedFrom, by: -moved) }
    stored.replaceSubrange(first..<end, with: freshRows)
    starts.replaceSubrange(first..<end, with: freshStarts)
    movedFrom = first + freshRows.count
    moved = resume == nil ? 0 : moved + edit.delta
  }

  /// Adds `delta` to the stored rows in `lower..<upper`.
  private mutating func settle(from lower: Int, to upper: Int, by delta: Int) {
    guard delta != 0, lower < upper else { return }
    for index in lower..<upper {
      stored[index] = (stored[index].lowerBound + delta)..<(stored[index].upperBound + delta)
      starts[index] = starts[index].moved(by: delta)
    }
  }

  /// Equal when the rows are, however much of a move is still pending.
  public static func == (lhs: WrappedLines, rhs: WrappedLines) -> Bool {
    lhs.width == rhs.width && lhs.rows == rhs.rows
  }
}
