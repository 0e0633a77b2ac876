/// Where every item of a loaded file lies, in flat arrays of 32-bit offsets.
///
/// Seventeen bytes per item instead of a decoded `Item` (several heap strings): a million items
/// cost 17 MB here on top of the file's own bytes. Only the name's place and the done mark are
/// kept, because list rows need nothing else; a whole item is re-read from its range on demand.
struct ScannedItems {
  static let done: UInt8 = 1
  static let nameEscaped: UInt8 = 2
  static let nameNonASCII: UInt8 = 4

  /// Offset of each item's `{`.
  var starts: [UInt32] = []
  /// Offset just past each item's `}`.
  var ends: [UInt32] = []
  /// Offsets of each name's contents, between its quotes.
  var nameStarts: [UInt32] = []
  var nameEnds: [UInt32] = []
  var flags: [UInt8] = []

  var count: Int { starts.count }

  func start(_ item: Int) -> Int { Int(starts[item]) }
  func end(_ item: Int) -> Int { Int(ends[item]) }

  mutating func append(_ fields: ItemFields) {
    starts.append(UInt32(truncatingIfNeeded: fields.start))
    ends.append(UInt32(truncatingIfNeeded: fields.end))
    let name = fields.name ?? JSONScanner.StringToken(
      start: fields.start, end: fields.start, escaped: false, nonASCII: false)
    nameStarts.append(UInt32(truncatingIfNeeded: name.start))
    nameEnds.append(UInt32(truncatingIfNeeded: name.end))
    var flag: UInt8 = 0
    if fields.done == true { flag |= Self.done }
    if name.escaped { flag |= Self.nameEscaped }
    if name.nonASCII { flag |= Self.nameNonASCII }
    flags.append(flag)
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
  /// Members the app does not know: each from its key's opening quote to its value's end.
  var unknown: [Range<Int>] = []
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
