/// The notebook's folders and items: a loaded library file plus the edits made since.
///
/// Why it is built this way: a library can hold a million items, and the app shows twenty at a
/// time. Decoding every item into Swift strings (what `JSONDecoder` does) costs seconds and
/// hundreds of megabytes; this type instead keeps the file's bytes as they were read, one
/// buffer, and an index of where each item and its name lie (`ScannedItems`, 8 bytes an item),
/// built by one validating pass (`DocumentParser`). A string is decoded only when asked for, so
/// the cost of a screen does not grow with the library. For a million items (73 MB) that is
/// about 0.12 s in a release build, where `JSONDecoder` took 2.3 s and 650 MB; the whole app
/// started on `make bench`'s million-item file (61 MB) peaks at 78 MB.
///
/// Edits never touch those bytes. A folder that changes gets a slot per item naming either an
/// item of the file or an edited copy (`FolderState`). Saving (`LibraryStore.encode`) copies
/// every unchanged stretch of the file verbatim, unknown fields and formatting included, and
/// encodes only the edited items, so a save costs little more than writing the bytes out.
///
/// Used from one thread (the app's main actor). Indices out of range are programming errors and
/// trap, as they do for arrays.
public final class Library {
  /// The loaded file's bytes; empty for a library made in memory.
  let source: [UInt8]
  /// Where the loaded file's folders are; nil for a library made in memory.
  let layout: DocumentLayout?
  let scanned: ScannedItems
  var folders: [FolderState]
  /// The file it was read from, as it was then; nil for a library made in memory.
  public internal(set) var fileIdentity: FileIdentity?

  init(source: [UInt8], layout: DocumentLayout?, scanned: ScannedItems) {
    self.source = source
    self.layout = layout
    self.scanned = scanned
    var folders: [FolderState] = []
    if let layout {
      source.withUnsafeBufferPointer { bytes in
        for (index, folder) in layout.folders.enumerated() {
          let id = JSONString.decode(
            bytes, folder.id.start, folder.id.end, escaped: folder.id.escaped)
          let name = JSONString.decode(
            bytes, folder.name.start, folder.name.end, escaped: folder.name.escaped)
          folders.append(
            FolderState(
              id: id, name: name, origin: index, firstItem: folder.firstItem,
              itemCount: folder.itemCount))
        }
      }
    }
    self.folders = folders
  }

  /// A library with no folders, not tied to any file.
  public static func empty() -> Library {
    Library(source: [], layout: nil, scanned: ScannedItems())
  }

  // MARK: Folders

  /// The number of folders.
  public var folderCount: Int { folders.count }

  /// The identifier of the folder at `index`.
  public func folderID(at index: Int) -> String { folders[index].id }

  /// The name of the folder at `index`.
  public func folderName(at index: Int) -> String { folders[index].name }

  /// The index of the first folder named exactly `name`.
  public func folderIndex(named name: String) -> Int? {
    folders.firstIndex { $0.name == name }
  }

  /// Adds an empty folder at the end, under an id no other folder has, and returns its index.
  public func appendFolder(named name: String) -> Int {
    var id = Item.makeID()
    while folders.contains(where: { $0.id == id }) { id = Item.makeID() }
    folders.append(FolderState(id: id, name: name))
    return folders.count - 1
  }

  /// Renames the folder at `index`; the same name again changes nothing.
  public func renameFolder(at index: Int, to name: String) {
    guard folders[index].name != name else { return }
    folders[index].name = name
    folders[index].nameChanged = true
  }

  /// Removes a folder and all its items.
  public func removeFolder(at index: Int) {
    folders.remove(at: index)
  }

  // MARK: Items

  /// The number of items in the folder at index `folder`.
  public func itemCount(inFolder folder: Int) -> Int { folders[folder].count }

  /// The whole item: constant time plus decoding this one item.
  public func item(at index: Int, inFolder folder: Int) -> Item {
    switch folders[folder].entry(at: index) {
    case .original(let item): return originalItem(item)
    case .edited(let slot): return folders[folder].edited[slot]
    }
  }

  /// The item's id, name and state, without decoding its notes or keeping its unknown fields:
  /// what a list row shows.
  public func itemHeading(at index: Int, inFolder folder: Int) -> (
    id: String, name: String, done: Bool
  ) {
    switch folders[folder].entry(at: index) {
    case .original(let item): return originalHeading(item)
    case .edited(let slot):
      let item = folders[folder].edited[slot]
      return (item.id, item.name, item.done)
    }
  }

  /// The item's name alone, the fast path for list rows.
  public func itemName(at index: Int, inFolder folder: Int) -> String {
    switch folders[folder].entry(at: index) {
    case .original(let item): return originalName(item)
    case .edited(let slot): return folders[folder].edited[slot].name
    }
  }

  /// Whether the item is done, read without decoding the whole item.
  public func itemIsDone(at index: Int, inFolder folder: Int) -> Bool {
    switch folders[folder].entry(at: index) {
    case .original(let item): return scanned.isDone(item)
    case .edited(let slot): return folders[folder].edited[slot].done
    }
  }

  /// The names of a folder's items in order, decoded one at a time as they are read.
  public func itemNames(inFolder folder: Int) -> LazyMapSequence<Range<Int>, String> {
    (0..<itemCount(inFolder: folder)).lazy.map { self.itemName(at: $0, inFolder: folder) }
  }

  /// Replaces an item.
  ///
  /// Unknown fields of the item it replaces are kept when `item` has the same `id` and carries none
  /// of its own; an unchanged item keeps its original bytes.
  public func updateItem(_ item: Item, at index: Int, inFolder folder: Int) {
    let current = self.item(at: index, inFolder: folder)
    var item = item
    if item.unknownFields.isEmpty && item.id == current.id {
      item.unknownFields = current.unknownFields
    }
    guard item != current else { return }
    folders[folder].replace(at: index, with: item)
  }

  /// Adds `item` at the end of the folder at index `folder`; returns the id it is kept under.
  ///
  /// Ids find items (a rename, a delete), so two alike in one folder would let an edit of one
  /// land on the other: an item whose id another item of the folder has gets a fresh one.
  @discardableResult
  public func appendItem(_ item: Item, toFolder folder: Int) -> String {
    var item = item
    while containsItem(id: item.id, inFolder: folder) { item.id = Item.makeID() }
    folders[folder].append(item)
    return item.id
  }

  /// Whether an item of the folder has this id: the file's items are compared byte for byte
  /// where they lie, as the store writes them, and decoded only when laid out otherwise.
  func containsItem(id: String, inFolder folder: Int) -> Bool {
    var wanted = id
    return wanted.withUTF8 { wanted in
      source.withUnsafeBufferPointer { bytes in
        for index in 0..<itemCount(inFolder: folder) {
          switch folders[folder].entry(at: index) {
          case .original(let item):
            if originalID(item, in: bytes, equals: wanted) { return true }
          case .edited(let slot):
            if folders[folder].edited[slot].id == id { return true }
          }
        }
        return false
      }
    }
  }

  /// Removes the item at `index` from the folder at index `folder`.
  public func removeItem(at index: Int, inFolder folder: Int) {
    folders[folder].remove(at: index)
  }

  /// The index of the first item of the folder named exactly `name` (Swift string equality).
  public func itemIndex(named name: String, inFolder folder: Int) -> Int? {
    var target = name
    return target.withUTF8 { wanted in
      let wantedASCII = wanted.allSatisfy { $0 < 0x80 }
      for index in 0..<itemCount(inFolder: folder) {
        switch folders[folder].entry(at: index) {
        case .original(let item):
          if originalName(item, equals: name, utf8: wanted, ascii: wantedASCII) { return index }
        case .edited(let slot):
          if folders[folder].edited[slot].name == name { return index }
        }
      }
      return nil
    }
  }

  // MARK: Reading the loaded file

  private func originalName(_ item: Int) -> String {
    guard let name = scanned.name(item) else { return originalItem(item).name }
    return source.withUnsafeBufferPointer {
      JSONString.decode($0, name.start, name.end, escaped: name.escaped)
    }
  }

  /// Compares bytes where that decides equality, and decodes only where it cannot.
  private func originalName(
    _ item: Int, equals name: String, utf8 wanted: UnsafeBufferPointer<UInt8>, ascii: Bool
  ) -> Bool {
    if let span = scanned.name(item), !span.escaped {
      let (start, end) = (span.start, span.end)
      let same =
        end - start == wanted.count
        && source.withUnsafeBufferPointer { bytes in
          var offset = 0
          while offset < wanted.count && bytes[start + offset] == wanted[offset] { offset += 1 }
          return offset == wanted.count
        }
      if same { return true }
      if ascii && !span.nonASCII { return false }
    }
    return originalName(item) == name
  }

  /// Whether the file's item `item` has the id whose UTF-8 is `wanted`.
  ///
  /// An item laid out as the store writes it, `{"id":"…`, is compared where it lies. A `\\`
  /// within the id's length sends it to the decoding path, so an escaped id is never missed;
  /// a quote within it can only make a different id compare equal, which costs a fresh id.
  private func originalID(
    _ item: Int, in bytes: UnsafeBufferPointer<UInt8>, equals wanted: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let start = scanned.start(item)
    var scanner = JSONScanner(bytes, at: start)
    if scanner.skip(#"{"id":""#), scanner.index + wanted.count < bytes.count {
      let id = scanner.index..<(scanner.index + wanted.count)
      if !bytes[id].contains(UInt8(ascii: "\\")) {
        return bytes[id.upperBound] == UInt8(ascii: "\"") && bytes[id].elementsEqual(wanted)
      }
    }
    guard let (fields, _) = DocumentParser.item(in: bytes, at: start, keepingUnknown: false),
      let token = fields.id
    else { return false }
    return Self.text(token, in: bytes).utf8.elementsEqual(wanted)
  }

  /// The string `token` holds in `bytes`, decoded; empty when the field is absent.
  private static func text(
    _ token: JSONScanner.StringToken?, in bytes: UnsafeBufferPointer<UInt8>
  ) -> String {
    guard let token else { return "" }
    return JSONString.decode(bytes, token.start, token.end, escaped: token.escaped)
  }

  private func originalHeading(_ item: Int) -> (id: String, name: String, done: Bool) {
    source.withUnsafeBufferPointer { bytes in
      guard
        let (fields, _) = DocumentParser.item(
          in: bytes, at: scanned.start(item), keepingUnknown: false)
      else {
        return ("", "", false)
      }
      return (
        Self.text(fields.id, in: bytes), Self.text(fields.name, in: bytes), fields.done ?? false
      )
    }
  }

  private func originalItem(_ item: Int) -> Item {
    source.withUnsafeBufferPointer { bytes in
      guard let (fields, unknown) = DocumentParser.item(in: bytes, at: scanned.start(item)) else {
        return Item(id: "", name: "")
      }
      func text(_ token: JSONScanner.StringToken?) -> String { Self.text(token, in: bytes) }
      var result = Item(
        id: text(fields.id), name: text(fields.name), notes: text(fields.notes),
        done: fields.done ?? false)
      result.unknownFields = unknown.map { Array(bytes[$0]) }
      return result
    }
  }
}
