/// Editable text kept as chunks of characters, so an edit costs the same in a megabyte as in a
/// line.
///
/// Offsets count `Character`s, as a cursor does, so it never lands inside a grapheme. An edit
/// touches one chunk and shifts the chunk table; reading an offset is a binary search over that
/// table. Characters are kept as they were inserted: a combining mark typed after a letter stays
/// a character of its own, as it would in an array of characters.
public struct TextBuffer: Sendable {
  /// The most characters a chunk holds before it is split in two.
  static let chunkCapacity = 1024

  /// The text, a chunk at a time; only the first chunk of an empty text is empty.
  private var chunks: [[Character]]
  /// Where each chunk starts: `starts[k]` is the offset of `chunks[k].first`.
  private var starts: [Int]
  /// The UTF-8 bytes each chunk takes, so a character offset maps to a byte offset without
  /// reading the chunks before it.
  private var chunkBytes: [Int]
  /// Where each chunk starts in the text's UTF-8 bytes, as `starts` does in characters.
  private var byteStarts: [Int]
  /// How many characters the text holds.
  public private(set) var count: Int
  /// How many UTF-8 bytes the text takes: its `text.utf8.count`, kept without building it.
  public private(set) var utf8Count: Int

  /// An empty text, for a new note.
  public init() {
    chunks = [[]]
    starts = [0]
    chunkBytes = [0]
    byteStarts = [0]
    count = 0
    utf8Count = 0
  }

  /// The characters of `text`, in chunks half full so the first edits do not split them.
  public init(_ text: some StringProtocol) {
    self.init()
    var chunk: [Character] = []
    chunk.reserveCapacity(Self.chunkCapacity / 2)
    var built: [[Character]] = []
    for character in text {
      chunk.append(character)
      if chunk.count == Self.chunkCapacity / 2 {
        built.append(chunk)
        chunk.removeAll(keepingCapacity: true)
      }
    }
    if !chunk.isEmpty || built.isEmpty { built.append(chunk) }
    chunks = built
    chunkBytes = built.map(Self.byteCount)
    reindex(from: 0)
  }

  /// The UTF-8 bytes `characters` take.
  private static func byteCount(_ characters: some Sequence<Character>) -> Int {
    characters.reduce(0) { $0 + $1.utf8.count }
  }

  /// Where the character at `offset` starts in the text's UTF-8 bytes (`utf8Count` at the
  /// end), reading one chunk at most: what splicing an edit into a copy of the text needs.
  public func utf8Offset(of offset: Int) -> Int {
    precondition(offset >= 0 && offset <= count, "offset out of the text")
    let (k, i) = locate(offset)
    return byteStarts[k] + Self.byteCount(chunks[k][..<i])
  }

  /// The whole text as one string, for whoever stores it.
  public var text: String {
    // A one-chunk text (every field's) is one call into the standard library, which stays
    // quick in debug builds too; a long one goes through bytes.
    chunks.count == 1 ? String(chunks[0]) : string(in: 0..<count)
  }

  /// The characters in `range` as a string, for drawing one row; with `tabsAsSpaces`, each
  /// tab is a space, the one cell wrapping gave it.
  ///
  /// Built as UTF-8 bytes with one copy at the end: appending characters to a string one by
  /// one costs several times more, and this runs for every visible row of every frame. A
  /// one-byte character is appended as its byte; a tab is always a character of its own.
  public func string(in range: Range<Int>, tabsAsSpaces: Bool = false) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(range.count)
    visit(from: range.lowerBound) { offset, character in
      guard offset < range.upperBound else { return false }
      let utf8 = character.utf8
      if utf8.count == 1, let byte = utf8.first {
        bytes.append(byte == 0x09 && tabsAsSpaces ? 0x20 : byte)
      } else {
        bytes.append(contentsOf: utf8)
      }
      return true
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Calls `body` with each offset and character from `offset` on, until it returns false.
  ///
  /// Walks the chunks in place: the way to read a run of text without a search per character.
  public func visit(from offset: Int, _ body: (Int, Character) -> Bool) {
    guard offset < count else { return }
    var (k, i) = locate(offset)
    var position = offset
    while k < chunks.count {
      let chunk = chunks[k]
      while i < chunk.count {
        guard body(position, chunk[i]) else { return }
        position += 1
        i += 1
      }
      k += 1
      i = 0
    }
  }

  /// Puts `characters` at `offset`, splitting the chunk it lands in if it grows too long.
  public mutating func insert(contentsOf characters: some Collection<Character>, at offset: Int) {
    precondition(offset >= 0 && offset <= count, "offset out of the text")
    guard !characters.isEmpty else { return }
    let (k, i) = locate(offset)
    let bytes = Self.byteCount(characters)
    chunks[k].insert(contentsOf: characters, at: i)
    chunkBytes[k] += bytes
    guard chunks[k].count > Self.chunkCapacity else {
      shift(after: k, by: characters.count, bytes: bytes)
      return
    }
    let whole = chunks[k]
    let half = Self.chunkCapacity / 2
    let pieces = stride(from: 0, to: whole.count, by: half).map {
      Array(whole[$0..<Swift.min($0 + half, whole.count)])
    }
    chunks.replaceSubrange(k...k, with: pieces)
    chunkBytes.replaceSubrange(k...k, with: pieces.map(Self.byteCount))
    reindex(from: k)
  }

  /// Puts one character at `offset`.
  public mutating func insert(_ character: Character, at offset: Int) {
    insert(contentsOf: CollectionOfOne(character), at: offset)
  }

  /// Takes out the characters in `range`, dropping the chunks it empties.
  public mutating func removeSubrange(_ range: Range<Int>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of the text")
    guard !range.isEmpty else { return }
    let (first, from) = locate(range.lowerBound)
    if from + range.count < chunks[first].count {
      let removed = from..<(from + range.count)
      let bytes = Self.byteCount(chunks[first][removed])
      chunks[first].removeSubrange(removed)
      chunkBytes[first] -= bytes
      shift(after: first, by: -range.count, bytes: -bytes)
      return
    }
    var k = first
    var remaining = range.count
    var i = from
    while remaining > 0 {
      let taken = i..<(i + Swift.min(remaining, chunks[k].count - i))
      chunkBytes[k] -= Self.byteCount(chunks[k][taken])
      chunks[k].removeSubrange(taken)
      remaining -= taken.count
      if chunks[k].isEmpty && chunks.count > 1 {
        chunks.remove(at: k)
        chunkBytes.remove(at: k)
      } else {
        k += 1
      }
      i = 0
    }
    reindex(from: first)
  }

  /// Which chunk holds `offset`, and where in it; the end of the text is past the last chunk's
  /// last character.
  private func locate(_ offset: Int) -> (chunk: Int, index: Int) {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    // An offset at a chunk's end may also be the next chunk's start: both are right, and the
    // search gives the later chunk, so insertions go to the front of a chunk, never past one.
    return (low, offset - starts[low])
  }

  /// Moves the chunks after `k` by `delta` characters and `bytes` bytes, when chunk `k`
  /// changed length but not the table.
  private mutating func shift(after k: Int, by delta: Int, bytes: Int) {
    for index in (k + 1)..<starts.count {
      starts[index] += delta
      byteStarts[index] += bytes
    }
    count += delta
    utf8Count += bytes
  }

  /// Recomputes the chunk table from chunk `k` on, after chunk `k` changed.
  private mutating func reindex(from k: Int) {
    starts.removeSubrange(Swift.min(k, starts.count)...)
    byteStarts.removeSubrange(Swift.min(k, byteStarts.count)...)
    var position = k == 0 ? 0 : starts[k - 1] + chunks[k - 1].count
    var byte = k == 0 ? 0 : byteStarts[k - 1] + chunkBytes[k - 1]
    for index in k..<chunks.count {
      starts.append(position)
      byteStarts.append(byte)
      position += chunks[index].count
      byte += chunkBytes[index]
    }
    count = position
    utf8Count = byte
  }
}

extension TextBuffer: RandomAccessCollection {
  /// The first offset, always 0.
  public var startIndex: Int { 0 }
  /// The offset past the last character.
  public var endIndex: Int { count }

  /// The character at `offset`, found by a search over the chunks.
  public subscript(offset: Int) -> Character {
    precondition(offset >= 0 && offset < count, "offset out of the text")
    let (k, i) = locate(offset)
    return chunks[k][i]
  }
}

extension TextBuffer: Equatable {
  /// Equal when the characters are, however the chunks fall.
  public static func == (lhs: TextBuffer, rhs: TextBuffer) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }
}

extension TextBuffer: CustomStringConvertible {
  /// The text itself, for test messages.
  public var description: String { text }
}
