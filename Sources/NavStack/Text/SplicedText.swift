/// A text's `String`, kept in step with the `TextBuffer` it is edited in, one edit at a time.
///
/// A `TextEditor` writes its binding on every key, as SwiftUI's does, and a binding holds a
/// `String`. Building that string from the buffer reads every character of the text, which in
/// a megabyte cost more than everything else a key does. Here each edit's bytes are spliced
/// into the last string instead: finding the place reads one chunk of the buffer, and the
/// splice moves the bytes after it (or copies the string once, when the binding's owner still
/// holds it), a single memory copy that stays far below the rest of a key even for megabytes.
struct SplicedText: Sendable {
  /// The text as a string, byte for byte the buffer's.
  private(set) var string: String

  /// Starts from `string`, which the buffer was made from.
  init(_ string: String) {
    self.string = string
  }

  /// Brings the string up to date after `edit`, which `buffer` now holds.
  ///
  /// The bytes before the edit are the same in both, so the splice starts where the buffer's
  /// edit does; how many bytes it replaces follows from the two lengths.
  mutating func apply(_ edit: TextEdit, from buffer: TextBuffer) {
    let lower = edit.range.lowerBound
    let inserted = buffer.string(in: lower..<(lower + edit.insertedCount))
    let start = buffer.utf8Offset(of: lower)
    let removed = string.utf8.count - (buffer.utf8Count - inserted.utf8.count)
    let utf8 = string.utf8
    let from = utf8.index(utf8.startIndex, offsetBy: start)
    let to = utf8.index(from, offsetBy: removed)
    string.replaceSubrange(from..<to, with: inserted)
    assert(string.utf8.count == buffer.utf8Count, "the string fell out of step with its buffer")
  }
}
