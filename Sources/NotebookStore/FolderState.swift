/// One folder of a library in memory: its name, and its items as places in the loaded file or
/// as edited copies.
///
/// Until its items change, a loaded folder needs no per-item memory at all: item `i` is the
/// file's item `firstItem + i`. The first change turns that into `slots`, one `Int32` per item
/// (four bytes, so a million-item folder costs 4 MB once edited): a slot `>= 0` is an item of
/// the file, a slot `< 0` is `edited[-slot - 1]`.
struct FolderState {
  enum Entry {
    /// An item of the loaded file, by its index in `ScannedItems`.
    case original(Int)
    /// An item held in `edited`.
    case edited(Int)
  }

  var id: String
  var name: String
  /// The folder's index in the loaded file's layout; nil for a folder made since.
  var origin: Int?
  var nameChanged = false
  private var firstItem: Int
  private var originalCount: Int
  private(set) var materialized: Bool
  private var slots: [Int32] = []
  private(set) var edited: [Item] = []

  /// A folder of the loaded file.
  init(id: String, name: String, origin: Int, firstItem: Int, itemCount: Int) {
    self.id = id
    self.name = name
    self.origin = origin
    self.firstItem = firstItem
    self.originalCount = itemCount
    self.materialized = false
  }

  /// A new, empty folder.
  init(id: String, name: String) {
    self.id = id
    self.name = name
    self.origin = nil
    self.firstItem = 0
    self.originalCount = 0
    self.materialized = true
  }

  var count: Int { materialized ? slots.count : originalCount }

  /// Whether the folder is exactly as it was in the loaded file.
  var isUnchanged: Bool { origin != nil && !nameChanged && !materialized }

  func entry(at index: Int) -> Entry {
    precondition(index >= 0 && index < count, "item index \(index) out of range 0..<\(count)")
    guard materialized else { return .original(firstItem + index) }
    let slot = slots[index]
    return slot >= 0 ? .original(Int(slot)) : .edited(Int(-(slot + 1)))
  }

  mutating func replace(at index: Int, with item: Item) {
    precondition(index >= 0 && index < count, "item index \(index) out of range 0..<\(count)")
    materialize()
    let slot = slots[index]
    if slot < 0 {
      edited[Int(-(slot + 1))] = item
    } else {
      edited.append(item)
      slots[index] = -Int32(edited.count)
    }
  }

  mutating func append(_ item: Item) {
    materialize()
    edited.append(item)
    slots.append(-Int32(edited.count))
  }

  mutating func remove(at index: Int) {
    precondition(index >= 0 && index < count, "item index \(index) out of range 0..<\(count)")
    materialize()
    let slot = slots.remove(at: index)
    // The last edited copy can go at once; others stay until the library is reloaded.
    if slot < 0 && Int(-(slot + 1)) == edited.count - 1 { edited.removeLast() }
  }

  private mutating func materialize() {
    guard !materialized else { return }
    slots = Array(Int32(firstItem)..<Int32(firstItem + originalCount))
    materialized = true
  }
}
