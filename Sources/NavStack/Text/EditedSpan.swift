/// The part of a text that edits have touched since its string was last written out.
///
/// Writing a megabyte's string after every key made typing cost the text's size. Between
/// writes, edits only widen this span; a write then copies what lies before and after it from
/// the string written last, a memory copy, and builds only the span itself from the buffer.
/// The characters before the span do not move, and those after it are counted from the end,
/// which edits before them do not move either.
struct EditedSpan: Equatable, Sendable {
  /// Characters at the start of the text that no edit has touched.
  private(set) var prefix: Int
  /// Characters at the end of the text that no edit has touched.
  private(set) var suffix: Int

  /// The span of one edit, in a text of `count` characters once it is made.
  init(_ edit: TextEdit, count: Int) {
    prefix = edit.range.lowerBound
    suffix = count - edit.range.lowerBound - edit.insertedCount
  }

  /// Widens the span to cover `edit` too, in a text of `count` characters once it is made.
  mutating func add(_ edit: TextEdit, count: Int) {
    let other = EditedSpan(edit, count: count)
    prefix = min(prefix, other.prefix)
    suffix = min(suffix, other.suffix)
  }

  /// The edited characters, as offsets into the text now.
  func range(count: Int) -> Range<Int> {
    prefix..<(count - suffix)
  }

  /// Whether an edit at `offset` would keep the span short: it is in the span or close to it.
  func isNear(_ offset: Int, count: Int) -> Bool {
    let edited = range(count: count)
    return offset >= edited.lowerBound - 256 && offset <= edited.upperBound + 256
  }

  /// The text `buffer` holds, as a string: `old` (the string written last) with the span
  /// replaced by the buffer's characters there.
  func applied(to old: String, from buffer: TextBuffer) -> String {
    let edited = range(count: buffer.count)
    let head = buffer.utf8Offset(of: edited.lowerBound)
    let tail = buffer.utf8Count - buffer.utf8Offset(of: edited.upperBound)
    let utf8 = old.utf8
    let headEnd = utf8.index(utf8.startIndex, offsetBy: head)
    let tailStart = utf8.index(utf8.endIndex, offsetBy: -tail)
    var text = ""
    text.reserveCapacity(buffer.utf8Count)
    text += old[..<headEnd]
    text += buffer.string(in: edited)
    text += old[tailStart...]
    assert(text.utf8.count == buffer.utf8Count, "the string fell out of step with its buffer")
    return text
  }
}
