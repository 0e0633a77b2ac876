/// A text's rows at one width, kept up to date edit by edit.
///
/// Wrapping a whole text on every key made typing quadratic. Here the rows are wrapped once;
/// an edit re-wraps from two rows above the change (the earliest row whose break can depend
/// on it) and stops as soon as a row starts as an old row started in unchanged text, since
/// from there the rule gives the old rows again. Rows are ranges of character offsets into the
/// `TextBuffer` they were made from.
public struct WrappedLines: Equatable, Sendable {
  /// The cells a row may take.
  public let width: Int
  /// The rows in order; never empty (an empty text has one empty row).
  public private(set) var rows: [Range<Int>]
  /// Where wrapping resumes at each row, parallel to `rows`.
  private var starts: [WordWrap.RowStart]

  /// Wraps all of `buffer` at `width` cells.
  public init(_ buffer: TextBuffer, width: Int) {
    self.width = max(1, width)
    rows = []
    starts = []
    let origin = WordWrap.RowStart(offset: 0, checkedFrom: 0)
    var next: WordWrap.RowStart? = origin
    WordWrap.rows(of: buffer, width: self.width, from: origin) { row, following in
      rows.append(row)
      starts.append(next ?? origin)
      next = following
      return true
    }
  }

  /// The row the cursor at `offset` is on: at a break, the row the offset starts.
  public func row(containing offset: Int) -> Int {
    var low = 0
    var high = rows.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if rows[middle].lowerBound <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Brings the rows up to date after `edit`, which `buffer` now holds.
  public mutating func apply(_ edit: TextEdit, to buffer: TextBuffer) {
    let first = max(0, row(containing: edit.range.lowerBound) - 2)
    let newEnd = edit.range.lowerBound + edit.insertedCount
    let delta = edit.delta
    var old = first + 1
    var freshRows: [Range<Int>] = []
    var freshStarts: [WordWrap.RowStart] = [starts[first]]
    var resume: Int?
    WordWrap.rows(of: buffer, width: width, from: starts[first]) { row, next in
      freshRows.append(row)
      guard let next else { return true }
      // An old row that starts the same way in the unchanged text after the edit: from there
      // on the rows are the old ones, moved by `delta`.
      if next.offset >= newEnd {
        while old < rows.count && starts[old].offset + delta < next.offset { old += 1 }
        if old < rows.count, starts[old].offset >= edit.range.upperBound,
          starts[old].moved(by: delta) == next
        {
          resume = old
          return false
        }
      }
      freshStarts.append(next)
      return true
    }
    guard let resume else {
      rows.replaceSubrange(first..., with: freshRows)
      starts.replaceSubrange(first..., with: freshStarts)
      return
    }
    if delta != 0 {
      for index in resume..<rows.count {
        rows[index] = (rows[index].lowerBound + delta)..<(rows[index].upperBound + delta)
        starts[index] = starts[index].moved(by: delta)
      }
    }
    rows.replaceSubrange(first..<resume, with: freshRows)
    starts.replaceSubrange(first..<resume, with: freshStarts)
  }
}
