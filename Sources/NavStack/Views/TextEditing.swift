/// The editing keys shared by one-line and multi-line fields, over an array of characters.
///
/// Characters, not code units, so the cursor never lands inside a grapheme or a wide
/// character; Ctrl+A Ctrl+E Ctrl+K Ctrl+U Ctrl+W as readline has them.
public struct TextEditing: Equatable, Sendable {
  public private(set) var characters: [Character]
  public var cursor: Int

  public init(_ text: String) {
    characters = Array(text)
    cursor = characters.count
  }

  public var text: String { String(characters) }

  /// Applies one key.
  ///
  /// true when it was an editing key. `multiline` lets Enter insert a newline.
  public mutating func apply(_ key: Key, multiline: Bool = false) -> Bool {
    switch key {
    case .character(let c):
      guard Sanitizer.isSafe(c) else { return true }
      characters.insert(c, at: cursor)
      cursor += 1
    case .enter where multiline:
      characters.insert("\n", at: cursor)
      cursor += 1
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(characters.count, cursor + 1)
    case .home, .control("a"): cursor = lineStart
    case .end, .control("e"): cursor = lineEnd
    case .modified(.left, .control), .alt("b"): cursor = wordStart
    case .modified(.right, .control), .alt("f"): cursor = wordEnd
    case .backspace:
      guard cursor > 0 else { return true }
      characters.remove(at: cursor - 1)
      cursor -= 1
    case .delete, .control("d"):
      guard cursor < characters.count else { return true }
      characters.remove(at: cursor)
    case .control("k"):
      characters.removeSubrange(cursor..<lineEnd)
    case .control("u"):
      let start = lineStart
      characters.removeSubrange(start..<cursor)
      cursor = start
    case .control("w"):
      var start = cursor
      while start > lineStart && characters[start - 1] == " " { start -= 1 }
      while start > lineStart && characters[start - 1] != " " { start -= 1 }
      characters.removeSubrange(start..<cursor)
      cursor = start
    default:
      return false
    }
    return true
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

  public var lineEnd: Int {
    var index = cursor
    while index < characters.count && characters[index] != "\n" { index += 1 }
    return index
  }
}
