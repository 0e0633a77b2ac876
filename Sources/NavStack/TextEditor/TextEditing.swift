/// The editing keys shared by one-line and multi-line fields, over a `TextBuffer`.
///
/// Characters, not code units, so the cursor never lands inside a grapheme or a wide
/// character; Ctrl+A Ctrl+E Ctrl+K Ctrl+U Ctrl+W as readline has them. Each key costs what it
/// touches, never the length of the text, and reports its change in `lastEdit` so a view can
/// re-wrap from there.
public struct TextEditing: Equatable, Sendable {
  /// The text being edited, in a buffer whose edits cost what they touch.
  public private(set) var characters: TextBuffer
  /// Where the next character goes, as a character offset.
  public var cursor: Int
  /// What the last `apply` changed in the text; nil when it only moved the cursor.
  public private(set) var lastEdit: TextEdit?

  /// Edits `text`, with the cursor at its end as a field that was tabbed into.
  public init(_ text: String) {
    characters = TextBuffer(text)
    cursor = characters.count
  }

  /// The whole text, for the binding; it grows with the text, so not for every key.
  public var text: String { characters.text }

  /// Applies one key.
  ///
  /// true when it was an editing key. `multiline` lets Enter insert a newline.
  public mutating func apply(_ key: Key, multiline: Bool = false) -> Bool {
    lastEdit = nil
    switch key {
    case .character(let c):
      guard Sanitizer.isSafe(c) else { return true }
      insert(c)
    case .enter where multiline:
      insert("\n")
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(characters.count, cursor + 1)
    case .home, .control("a"): cursor = lineStart
    case .end, .control("e"): cursor = lineEnd
    case .modified(.left, .control), .alt("b"): cursor = wordStart
    case .modified(.right, .control), .alt("f"): cursor = wordEnd
    case .backspace:
      guard cursor > 0 else { return true }
      remove((cursor - 1)..<cursor)
    case .delete, .control("d"), .modified(.delete, _):
      guard cursor < characters.count else { return true }
      remove(cursor..<(cursor + 1))
    case .control("k"):
      remove(cursor..<lineEnd)
    case .control("u"):
      remove(lineStart..<cursor)
    case .control("w"):
      var start = cursor
      let first = lineStart
      while start > first && characters[start - 1] == " " { start -= 1 }
      while start > first && characters[start - 1] != " " { start -= 1 }
      remove(start..<cursor)
    default:
      return false
    }
    return true
  }

  private mutating func insert(_ character: Character) {
    characters.insert(character, at: cursor)
    lastEdit = TextEdit(range: cursor..<cursor, insertedCount: 1)
    cursor += 1
  }

  /// Takes out `range` and leaves the cursor where it was.
  private mutating func remove(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    characters.removeSubrange(range)
    lastEdit = TextEdit(range: range, insertedCount: 0)
    cursor = range.lowerBound
  }

  /// Inserts pasted text at the cursor in one edit.
  ///
  /// One-line fields get line breaks and tabs as spaces; characters that cannot be shown
  /// safely are left out.
  public mutating func insert(pasted text: String, multiline: Bool) {
    let kept: [Character]
    if multiline {
      kept = text.filter { Sanitizer.isSafe($0) || $0 == "\n" || $0 == "\t" }
    } else {
      kept = Array(Self.singleLine(text))
    }
    characters.insert(contentsOf: kept, at: cursor)
    lastEdit = TextEdit(range: cursor..<cursor, insertedCount: kept.count)
    cursor += kept.count
  }

  /// Text for a one-line field: line breaks and tabs become spaces, unsafe characters go.
  public static func singleLine(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
      if character == "\n" || character == "\r\n" || character == "\t" {
        out.append(" ")
      } else if Sanitizer.isSafe(character) {
        out.append(character)
      }
    }
    return out
  }

  /// Where the word before the cursor starts (Ctrl+Left), skipping spaces first.
  var wordStart: Int {
    var index = cursor
    while index > 0 && !Self.isWordCharacter(characters[index - 1]) { index -= 1 }
    while index > 0 && Self.isWordCharacter(characters[index - 1]) { index -= 1 }
    return index
  }

  /// Where the word at or after the cursor ends (Ctrl+Right).
  var wordEnd: Int {
    var index = cursor
    while index < characters.count && !Self.isWordCharacter(characters[index]) { index += 1 }
    while index < characters.count && Self.isWordCharacter(characters[index]) { index += 1 }
    return index
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// Where the cursor's line starts and ends (the whole text for one-line fields).
  public var lineStart: Int {
    var index = cursor
    while index > 0 && characters[index - 1] != "\n" { index -= 1 }
    return index
  }

  /// Where the cursor's line ends, found by reading forward from the cursor only.
  public var lineEnd: Int {
    var end = characters.count
    characters.visit(from: cursor) { offset, character in
      guard character == "\n" else { return true }
      end = offset
      return false
    }
    return end
  }
}
