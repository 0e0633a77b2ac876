/// Where every item of a loaded file lies: one compact span per item, 32-bit offsets.
///
/// Twenty bytes per item instead of a decoded `Item` (several heap strings): a million items
/// cost 20 MB here on top of the file's own bytes. Only the name's place and the done mark are
/// kept, because list rows need nothing else; a whole item is re-read from its span on demand.
struct ScannedItems {
  struct Span {
    /// Offset of the item's `{`.
    var start: UInt32
    /// Offset just past the item's `}`.
    var end: UInt32
    /// Offsets of the name's contents, between its quotes.
    var nameStart: UInt32
    var nameEnd: UInt32
    var flags: UInt8
  }

  static let done: UInt8 = 1
  static let nameEscaped: UInt8 = 2
  static let nameNonASCII: UInt8 = 4

  private(set) var spans: [Span] = []

  var count: Int { spans.count }

  func start(_ item: Int) -> Int { Int(spans[item].start) }
  func end(_ item: Int) -> Int { Int(spans[item].end) }

  mutating func append(_ fields: ItemFields) {
    let name =
      fields.name
      ?? JSONScanner.StringToken(
        start: fields.start, end: fields.start, escaped: false, nonASCII: false)
    var flags: UInt8 = 0
    if fields.done == true { flags |= Self.done }
    if name.escaped { flags |= Self.nameEscaped }
    if name.nonASCII { flags |= Self.nameNonASCII }
    spans.append(
      Span(
        start: UInt32(truncatingIfNeeded: fields.start),
        end: UInt32(truncatingIfNeeded: fields.end),
        nameStart: UInt32(truncatingIfNeeded: name.start),
        nameEnd: UInt32(truncatingIfNeeded: name.end), flags: flags))
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
