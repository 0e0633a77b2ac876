/// Where every item of a loaded file lies: eight bytes per item.
///
/// An item is found by the offset of its `{`; its name by a 16-bit offset from there and a
/// 13-bit length, with the three flags the list rows need beside the length. That is all the
/// rows read, so a screen never re-parses an item. Everything else is found again from the
/// bytes when asked for: a whole item is re-read from its `{`; where it ends is just before the
/// separator that precedes the next item's `{` (only the end of each folder's last item is
/// kept), which is what a save needs. A million items cost 8 MB here on top of the file's own
/// bytes, where whole spans (both ends of the item and of the name, 20 bytes) cost 20 MB, and
/// decoded `Item`s several times that.
///
/// A name that lies further than 64 KB into its item, or is longer than 8 KB, does not fit; its
/// item is marked, and its name is found by re-reading the item, which is rare enough.
struct ScannedItems {
  /// One item: its `{`, and where its name's contents lie, with the flags.
  struct Span {
    /// Offset of the item's `{` in the file.
    var start: UInt32
    /// Offset of the name's contents from `start`.
    var nameOffset: UInt16
    /// The name's length in bytes (low 13 bits; `unstoredName` when it does not fit), then
    /// the flags `done`, `nameEscaped` and `nameNonASCII`.
    var nameBits: UInt16
  }

  /// Where an item's name lies, as stored.
  struct NameSpan {
    /// Offset of the name's first byte after its opening quote.
    var start: Int
    /// Offset of its closing quote.
    var end: Int
    /// Whether it holds escapes, so must be decoded rather than copied.
    var escaped: Bool
    /// Whether it holds bytes outside ASCII.
    var nonASCII: Bool
  }

  private static let lengthMask: UInt16 = (1 << 13) - 1
  /// The length field of a name that is not stored.
  private static let unstoredName = lengthMask
  private static let done: UInt16 = 1 << 13
  private static let nameEscaped: UInt16 = 1 << 14
  private static let nameNonASCII: UInt16 = 1 << 15

  private var spans: [Span] = []
  /// The end of each folder's last item, by item index: the one end no next item gives.
  private var lastEnds: [Int: Int] = [:]
  /// The end of the item appended last, until its folder closes or another item follows.
  private var pendingEnd = 0

  /// The number of items.
  var count: Int { spans.count }

  /// Offset of the item's `{`.
  func start(_ item: Int) -> Int { Int(spans[item].start) }

  /// Whether the item is marked done.
  func isDone(_ item: Int) -> Bool { spans[item].nameBits & Self.done != 0 }

  /// Where the item's name lies, or nil when it did not fit and the item must be re-read.
  func name(_ item: Int) -> NameSpan? {
    let span = spans[item]
    let length = span.nameBits & Self.lengthMask
    guard length != Self.unstoredName else { return nil }
    let start = Int(span.start) + Int(span.nameOffset)
    return NameSpan(
      start: start, end: start + Int(length), escaped: span.nameBits & Self.nameEscaped != 0,
      nonASCII: span.nameBits & Self.nameNonASCII != 0)
  }

  /// Offset just past the item's `}`, found in `bytes` (the file the items were scanned from).
  ///
  /// Items of one array are separated by white space, a comma and white space only, so the
  /// item ends at the `}` found by stepping back from the next item's `{` over them.
  func end(_ item: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    if let end = lastEnds[item] { return end }
    guard item + 1 < spans.count else { return Self.parsedEnd(item, start(item), bytes) }
    var index = start(item + 1) - 1
    var comma = false
    while index > start(item) {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index -= 1
      case UInt8(ascii: ","):
        guard !comma else { return Self.parsedEnd(item, start(item), bytes) }
        comma = true
        index -= 1
      case UInt8(ascii: "}") where comma: return index + 1
      default: return Self.parsedEnd(item, start(item), bytes)
      }
    }
    return Self.parsedEnd(item, start(item), bytes)
  }

  /// The end found by reading the item again: never needed for a file that scanned, kept so
  /// that a wrong guess can never cut an item short.
  private static func parsedEnd(_ item: Int, _ start: Int, _ bytes: UnsafeBufferPointer<UInt8>)
    -> Int
  {
    DocumentParser.item(in: bytes, at: start)?.fields.end ?? start
  }

  mutating func append(_ fields: ItemFields) {
    var bits: UInt16 = 0
    var offset: UInt16 = 0
    if fields.done == true { bits |= Self.done }
    if let name = fields.name {
      let from = name.start - fields.start
      let length = name.end - name.start
      if from <= Int(UInt16.max) && length < Int(Self.unstoredName) {
        offset = UInt16(from)
        bits |= UInt16(length)
        if name.escaped { bits |= Self.nameEscaped }
        if name.nonASCII { bits |= Self.nameNonASCII }
      } else {
        bits |= Self.unstoredName
      }
    }
    spans.append(
      Span(start: UInt32(truncatingIfNeeded: fields.start), nameOffset: offset, nameBits: bits))
    pendingEnd = fields.end
  }

  /// Lets go of the room the spans grew into while the document was scanned: they are kept
  /// for as long as the library is open, and 100,000 items left 256 KB of it unused.
  mutating func releaseSpareCapacity() {
    guard spans.capacity > spans.count else { return }
    spans = spans.withUnsafeBufferPointer { [Span]($0) }
  }

  /// Notes that the folder whose items were appended last has no more: its last item's end
  /// is kept, since no next item marks it.
  mutating func closeFolder() {
    guard !spans.isEmpty, lastEnds[spans.count - 1] == nil else { return }
    lastEnds[spans.count - 1] = pendingEnd
  }
}

/// The places of one item's fields, as found by `DocumentParser.parseItem`.
struct ItemFields {
  var start: Int
  var end: Int
  var id: JSONScanner.StringToken?
  var name: JSONScanner.StringToken?
  var notes: JSONScanner.StringToken?
  var done: Bool?
}

/// The places of one folder of a loaded file.
struct ParsedFolder {
  var range: Range<Int>
  var id: JSONScanner.StringToken
  var name: JSONScanner.StringToken
  /// The `items` array, brackets included.
  var itemsValue: Range<Int>
  var firstItem: Int
  var itemCount: Int
}

/// The places the encoder needs to rewrite a loaded file around its edits.
struct DocumentLayout {
  /// The `folders` array, brackets included.
  var foldersValue: Range<Int>
  var folders: [ParsedFolder]
}
