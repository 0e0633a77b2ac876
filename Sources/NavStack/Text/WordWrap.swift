/// The word-wrapping rule: rows of at most `width` cells, read from a row's start.
///
/// A row breaks after its last space when it has one, so words stay whole; a word longer than
/// the row is cut where it fills it; a space that overflows ends its row unseen; a newline ends
/// its row and belongs to none. Every other character belongs to exactly one row.
///
/// The character that broke a row is not measured again against the next one (Notes has always
/// wrapped so, and a wide character can make that row one cell too long). A row's start
/// together with where measuring resumes is therefore the whole state of the rule, which is
/// what lets `WrappedLines` re-wrap from any row.
enum WordWrap {
  /// Where a row starts, and the first offset measured against its width.
  struct RowStart: Equatable, Sendable {
    var offset: Int
    var checkedFrom: Int

    /// Both moved by `delta`, for rows after an edit.
    func moved(by delta: Int) -> RowStart {
      RowStart(offset: offset + delta, checkedFrom: checkedFrom + delta)
    }
  }

  /// Wraps `buffer` from `first`, handing each row to `emit` with where the next row starts
  /// (nil for the last row), until `emit` returns false or the text ends.
  static func rows(
    of buffer: TextBuffer, width: Int, from first: RowStart,
    _ emit: (_ row: Range<Int>, _ next: RowStart?) -> Bool
  ) {
    var start = first.offset
    var checkedFrom = first.checkedFrom
    var cells = 0
    var lastSpace: Int?
    var stopped = false
    /// Ends the row at `end`; the next starts at `next`, measured from `index + 1`.
    func breakRow(at end: Int, next: Int, index: Int) -> Bool {
      guard emit(start..<end, RowStart(offset: next, checkedFrom: index + 1)) else {
        stopped = true
        return false
      }
      start = next
      checkedFrom = index + 1
      lastSpace = nil
      return true
    }
    buffer.visit(from: start) { index, character in
      if character == "\n" {
        cells = 0
        return breakRow(at: index, next: index + 1, index: index)
      }
      let w = cellWidth(of: character)
      if index >= checkedFrom && cells + w > width && index > start {
        if character == " " {
          cells = 0
          return breakRow(at: index + 1, next: index + 1, index: index)
        }
        let end = lastSpace.map { $0 + 1 } ?? index
        guard breakRow(at: end, next: end, index: index) else { return false }
        cells = cellCount(of: buffer, in: start..<index)
      }
      if character == " " { lastSpace = index }
      cells += w
      return true
    }
    if !stopped { _ = emit(start..<buffer.count, nil) }
  }

  /// The cells one character takes as it will be drawn (unsafe ones as their replacement).
  ///
  /// Any ASCII character takes one cell, shown or replaced, so the common case skips the
  /// scalar walk of `Sanitizer` and `cellWidth`.
  @inline(__always)
  static func cellWidth(of character: Character) -> Int {
    character.asciiValue != nil ? 1 : Sanitizer.safe(character).cellWidth
  }

  /// The cells `range` of `buffer` takes, each character as it will be drawn.
  static func cellCount(of buffer: TextBuffer, in range: Range<Int>) -> Int {
    var cells = 0
    buffer.visit(from: range.lowerBound) { index, character in
      guard index < range.upperBound else { return false }
      cells += cellWidth(of: character)
      return true
    }
    return cells
  }
}
