/// Reads the library's schema (SPEC §5) in one validating pass over the file's bytes.
///
/// Known fields are checked for presence, type and duplicates; unknown fields are validated and
/// skipped. Nothing is decoded: the result is the positions of folders and items, which is what
/// keeps a million-item load near the cost of reading the bytes once.
struct DocumentParser {
  /// Nesting depths of the schema's containers (all far below `JSONScanner.maxDepth`).
  private static let folderDepth = 3
  private static let itemsDepth = 4
  private static let itemDepth = 5

  private var scanner: JSONScanner
  private var items = ScannedItems()
  private var folders: [ParsedFolder] = []
  /// Whether `parseItem` records the members it does not know, in `unknownMembers`.
  private var collectUnknown = false
  /// Unknown members, each from its key's opening quote to its value's end.
  private var unknownMembers: [Range<Int>] = []
  /// The ids of the folders so far, and of the items of the folder being read.
  private var folderIDs = RepeatedIDs()
  private var itemIDs: RepeatedIDs

  private init(_ bytes: UnsafeBufferPointer<UInt8>, wholeDocument: Bool = false) {
    scanner = JSONScanner(bytes)
    itemIDs = RepeatedIDs(documentSize: wholeDocument ? bytes.count : 0)
  }

  /// Validates a whole document; the result's item positions index into `bytes`.
  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>
  ) throws(ScanFailure) -> (DocumentLayout, ScannedItems) {
    var parser = DocumentParser(bytes, wholeDocument: true)
    let layout = try parser.parseDocument()
    parser.items.releaseSpareCapacity()
    return (layout, parser.items)
  }

  /// The fields of the item whose `{` is at `start`, and its unknown members unless
  /// `keepingUnknown` is false.
  static func item(
    in bytes: UnsafeBufferPointer<UInt8>, at start: Int, keepingUnknown: Bool = true
  ) -> (fields: ItemFields, unknown: [Range<Int>])? {
    var parser = DocumentParser(bytes)
    parser.scanner.index = start
    parser.collectUnknown = keepingUnknown
    guard let fields = try? parser.parseItem() else { return nil }
    return (fields, parser.unknownMembers)
  }

  private mutating func parseDocument() throws(ScanFailure) -> DocumentLayout {
    let bytes = scanner.bytes
    if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
      scanner.index = 3
    }
    scanner.skipWhitespace()
    guard scanner.current == UInt8(ascii: "{"), !scanner.atEnd else {
      throw scanner.failure(expected: "'{' at the start of the library")
    }
    let start = scanner.index
    scanner.index += 1
    var version = false
    var foldersValue: Range<Int>?
    var first = true
    while let key = try scanner.nextKey(first: first) {
      first = false
      switch classify(key) {
      case .version:
        if version { throw duplicate(key) }
        try parseVersion()
        version = true
      case .folders:
        if foldersValue != nil { throw duplicate(key) }
        foldersValue = try parseFolders()
      default:
        try scanner.skipValue(depth: 1)
      }
    }
    scanner.skipWhitespace()
    if !scanner.atEnd {
      throw ScanFailure(
        offset: scanner.index,
        reason: "unexpected \(scanner.currentDescription) after the end of the library")
    }
    guard version else { throw missing("version", in: "library", at: start) }
    guard let foldersValue else { throw missing("folders", in: "library", at: start) }
    return DocumentLayout(foldersValue: foldersValue, folders: folders)
  }

  private mutating func parseVersion() throws(ScanFailure) {
    guard let kind = scanner.currentKind, kind == "a number" else {
      throw scanner.wrongType("version", expected: "a number")
    }
    let range = try scanner.scanNumber()
    let isOne = range.count == 1 && scanner.bytes[range.lowerBound] == UInt8(ascii: "1")
    guard isOne else {
      let digits = UnsafeBufferPointer(rebasing: scanner.bytes[range]).prefix(24)
      let shown = String(decoding: digits, as: UTF8.self)
      let ellipsis = range.count > 24 ? "…" : ""
      throw ScanFailure(
        offset: range.lowerBound, reason: "unsupported version \(shown)\(ellipsis) (expected 1)")
    }
  }

  private mutating func parseFolders() throws(ScanFailure) -> Range<Int> {
    guard scanner.current == UInt8(ascii: "["), !scanner.atEnd else {
      throw scanner.wrongType("folders", expected: "an array")
    }
    let open = scanner.index
    var more = try scanner.openArray(depth: 2)
    while more {
      guard scanner.current == UInt8(ascii: "{"), !scanner.atEnd else {
        throw element("folder", expected: "a folder object")
      }
      try parseFolder()
      more = try scanner.nextElement()
    }
    let (bytes, parsed) = (scanner.bytes, folders)
    if let (first, second) = folderIDs.firstRepeat(in: bytes, token: { parsed[$0].id }) {
      throw repeated("folder id", parsed[second].id, first: parsed[first].id)
    }
    return open..<scanner.index
  }

  private mutating func parseFolder() throws(ScanFailure) {
    let start = scanner.index
    scanner.index += 1
    var id: JSONScanner.StringToken?
    var name: JSONScanner.StringToken?
    var itemsValue: Range<Int>?
    let firstItem = items.count
    var first = true
    while let key = try scanner.nextKey(first: first) {
      first = false
      switch classify(key) {
      case .id:
        if id != nil { throw duplicate(key) }
        id = try string("id")
      case .name:
        if name != nil { throw duplicate(key) }
        name = try string("name")
      case .items:
        if itemsValue != nil { throw duplicate(key) }
        itemsValue = try parseItems()
      default:
        try scanner.skipValue(depth: Self.folderDepth)
      }
    }
    guard let id else { throw missing("id", in: "folder", at: start) }
    guard let name else { throw missing("name", in: "folder", at: start) }
    guard let itemsValue else { throw missing("items", in: "folder", at: start) }
    let (bytes, scanned) = (scanner.bytes, items)
    // Read again from its item, only for the few ids whose hash another id has too.
    func itemID(_ index: Int) -> JSONScanner.StringToken {
      let item = DocumentParser.item(in: bytes, at: scanned.start(firstItem + index))
      return item?.fields.id ?? id
    }
    if let (first, second) = itemIDs.firstRepeat(in: bytes, token: itemID) {
      let folder = JSONString.decode(bytes, name.start, name.end, escaped: name.escaped)
      throw repeated(
        "item id", itemID(second), first: itemID(first), in: " in folder \(quoted(folder))")
    }
    folderIDs.add(id, in: bytes)
    folders.append(
      ParsedFolder(
        range: start..<scanner.index, id: id, name: name, itemsValue: itemsValue,
        firstItem: firstItem, itemCount: items.count - firstItem))
  }

  private mutating func parseItems() throws(ScanFailure) -> Range<Int> {
    guard scanner.current == UInt8(ascii: "["), !scanner.atEnd else {
      throw scanner.wrongType("items", expected: "an array")
    }
    let open = scanner.index
    var more = try scanner.openArray(depth: Self.itemsDepth)
    while more {
      guard scanner.current == UInt8(ascii: "{"), !scanner.atEnd else {
        throw element("item", expected: "an item object")
      }
      let item: ItemFields
      if let compact = try parseCompactItem() { item = compact } else { item = try parseItem() }
      items.append(item)
      if let id = item.id { itemIDs.add(id, in: scanner.bytes) }
      more = try scanner.nextElement()
    }
    items.closeFolder()
    return open..<scanner.index
  }

  /// The item at the cursor when it is laid out as the store writes one,
  /// `{"id":…,"name":…,"notes":…,"done":…}` with nothing between; nil, with the cursor where it
  /// was, for any other layout, which `parseItem()` reads field by field.
  ///
  /// A large library is almost all such items, and matching the four names where they must be
  /// costs a fraction of finding and classifying each key. The strings are scanned as
  /// `parseItem()` scans them, so a bad one fails here with the same error.
  private mutating func parseCompactItem() throws(ScanFailure) -> ItemFields? {
    let start = scanner.index
    guard let id = try compactString(after: #"{"id":"#),
      let name = try compactString(after: #","name":"#),
      let notes = try compactString(after: #","notes":"#),
      scanner.skip(#","done":"#),
      let done = scanner.skip("false}") ? false : scanner.skip("true}") ? true : nil
    else {
      scanner.index = start
      return nil
    }
    return ItemFields(
      start: start, end: scanner.index, id: id, name: name, notes: notes, done: done)
  }

  /// The string after `prefix` at the cursor; nil when the bytes there are not `prefix` and a
  /// string's opening quote.
  @inline(__always)
  private mutating func compactString(after prefix: StaticString) throws(ScanFailure)
    -> JSONScanner.StringToken?
  {
    guard scanner.skip(prefix), scanner.current == UInt8(ascii: "\""), !scanner.atEnd else {
      return nil
    }
    return try scanner.scanString()
  }

  private mutating func parseItem() throws(ScanFailure) -> ItemFields {
    var fields = ItemFields(start: scanner.index, end: scanner.index)
    scanner.index += 1
    var first = true
    while let key = try scanner.nextKey(first: first) {
      first = false
      switch classify(key) {
      case .id:
        if fields.id != nil { throw duplicate(key) }
        fields.id = try string("id")
      case .name:
        if fields.name != nil { throw duplicate(key) }
        fields.name = try string("name")
      case .notes:
        if fields.notes != nil { throw duplicate(key) }
        fields.notes = try string("notes")
      case .done:
        if fields.done != nil { throw duplicate(key) }
        let byte = scanner.current
        guard byte == UInt8(ascii: "t") || byte == UInt8(ascii: "f"), !scanner.atEnd else {
          throw scanner.wrongType("done", expected: "true or false")
        }
        fields.done = try scanner.scanLiteral() == UInt8(ascii: "t")
      default:
        try scanner.skipValue(depth: Self.itemDepth)
        if collectUnknown { unknownMembers.append(key.quote..<scanner.index) }
      }
    }
    fields.end = scanner.index
    if fields.id == nil { throw missing("id", in: "item", at: fields.start) }
    if fields.name == nil { throw missing("name", in: "item", at: fields.start) }
    return fields
  }

  // MARK: Helpers

  private mutating func string(_ field: String) throws(ScanFailure) -> JSONScanner.StringToken {
    guard scanner.current == UInt8(ascii: "\""), !scanner.atEnd else {
      throw scanner.wrongType(field, expected: "a string")
    }
    return try scanner.scanString()
  }

  private func duplicate(_ key: JSONScanner.Key) -> ScanFailure {
    let name = JSONString.decode(
      scanner.bytes, key.name.start, key.name.end, escaped: key.name.escaped)
    return ScanFailure(offset: key.quote, reason: "duplicate field \"\(name)\"")
  }

  /// An id used a second time, placed at the second, naming where the first is.
  private func repeated(
    _ what: String, _ id: JSONScanner.StringToken, first: JSONScanner.StringToken,
    in place: String = ""
  ) -> ScanFailure {
    let bytes = scanner.bytes
    let text = JSONString.decode(bytes, id.start, id.end, escaped: id.escaped)
    let earlier = TextPosition.of(first.start - 1, in: bytes)
    return ScanFailure(
      offset: id.start - 1,
      reason: "duplicate \(what) \(quoted(text))\(place) (first used at line \(earlier.line), "
        + "column \(earlier.column))")
  }

  /// A name or id in quotes for a message, cut at 40 characters.
  private func quoted(_ text: String) -> String {
    text.count > 40 ? "\"\(text.prefix(40))…\"" : "\"\(text)\""
  }

  private func missing(_ field: String, in owner: String, at offset: Int) -> ScanFailure {
    ScanFailure(offset: offset, reason: "\(owner) is missing required field \"\(field)\"")
  }

  private func element(_ noun: String, expected: String) -> ScanFailure {
    guard let kind = scanner.currentKind else { return scanner.failure(expected: expected) }
    return ScanFailure(
      offset: scanner.index, reason: "each \(noun) must be an object, found \(kind)")
  }

  private enum KnownKey {
    case version, folders, id, name, notes, done, items, other
  }

  @inline(__always)
  private func classify(_ key: JSONScanner.Key) -> KnownKey {
    let token = key.name
    guard !token.escaped else { return classifyEscaped(token) }
    switch packed(token) {
    case 0x6469: return .id
    case 0x656D_616E: return .name
    case 0x656E_6F64: return .done
    case 0x73_6574_6F6E: return .notes
    case 0x73_6D65_7469: return .items
    case 0x6E_6F69_7372_6576: return .version
    case 0x73_7265_646C_6F66: return .folders
    default: return .other
    }
  }

  private func classifyEscaped(_ token: JSONScanner.StringToken) -> KnownKey {
    switch JSONString.decode(scanner.bytes, token.start, token.end, escaped: true) {
    case "version": return .version
    case "folders": return .folders
    case "id": return .id
    case "name": return .name
    case "notes": return .notes
    case "done": return .done
    case "items": return .items
    default: return .other
    }
  }

  /// A name of at most seven bytes as a little-endian integer ("id" is 0x6469), else 0.
  ///
  /// Unescaped string contents never hold a zero byte, so equal numbers mean equal names.
  static func packed(
    _ token: JSONScanner.StringToken, in bytes: UnsafeBufferPointer<UInt8>
  ) -> UInt64 {
    let count = token.end - token.start
    guard count < 8 else { return 0 }
    if token.start + 8 <= bytes.count, let base = bytes.baseAddress {
      let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: token.start, as: UInt64.self)
      return UInt64(littleEndian: word) & ((1 << (8 * UInt64(count))) - 1)
    }
    var value: UInt64 = 0
    for offset in (0..<count).reversed() {
      value = value << 8 | UInt64(bytes[token.start + offset])
    }
    return value
  }

  private func packed(_ token: JSONScanner.StringToken) -> UInt64 {
    Self.packed(token, in: scanner.bytes)
  }
}
