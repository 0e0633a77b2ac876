/// When a `TextArea` writes its text to its binding.
///
/// A binding holds a `String`, and a string of the whole text costs the text's size to make:
/// written after every key, it made a key in a megabyte twenty times dearer than in a line. So
/// the edits are kept in the buffer and written:
/// - at once for the first edit since the text was taken from the binding, so whoever watches
///   it learns at once that the text changed (an editor's Save, its "Discard changes?");
/// - then every few keys, once the keys since the last write would have cost as much as
///   writing (`bytesPerKey` of text per key): a text of up to that size is written on every
///   key, exactly as SwiftUI does, and a megabyte every 32 keys, so a key costs the same
///   whatever the text's size;
/// - and whenever anyone else may read it: when the area loses focus or declines a key (Tab,
///   Esc, a shortcut such as Save), before any other input (`TextArea.commitPendingEdits`),
///   before a timer falls due, when typing pauses (`TextArea.pauseMilliseconds`, or a
///   script's `Sleep`), before a run ends, and before the cursor starts editing far from the
///   edits held back.
///
/// So actions, the quit prompt and drafts always read the text as shown. What a long text's
/// binding lags behind is only a view drawn while the keys keep coming, such as a count of
/// the text's lines beside it: it catches up at the next write, at most a few keys later.
///
/// A write copies the text around the span edited since the last one from the string written
/// then (`EditedSpan`), so it is a memory copy, not a walk over every character.
struct TextWriteSchedule: Sendable {
  /// The text a key may cost to write: a text this long is written on every key.
  static let bytesPerKey = 32 * 1024

  /// What the edits since the last write touched; nil when the binding holds the text.
  private(set) var span: EditedSpan?
  private var keysSinceWrite = 0
  private var hasWritten = false

  /// Whether edits wait to be written.
  var hasPendingEdits: Bool { span != nil }

  /// Notes an edit in a text of `count` characters once it is made.
  mutating func record(_ edit: TextEdit, count: Int) {
    if span == nil {
      span = EditedSpan(edit, count: count)
    } else {
      span?.add(edit, count: count)
    }
  }

  /// Counts a key and tells whether the edits should be written now, for a text of `bytes`.
  mutating func keyIsDue(textBytes bytes: Int) -> Bool {
    guard span != nil else { return false }
    keysSinceWrite += 1
    return !hasWritten || keysSinceWrite * Self.bytesPerKey >= bytes
  }

  /// Forgets the edits once they are written.
  mutating func wrote() {
    span = nil
    keysSinceWrite = 0
    hasWritten = true
  }

  /// Starts again for a text taken from the binding, which holds it as it is.
  mutating func restart() {
    self = TextWriteSchedule()
  }
}
