/// A child's place under its parent: the part of a view's identity its parent gives it.
///
/// Structural positions (`index`, `branch`) come from the builder; `id` from `ForEach` data and
/// from `.id(_:)`. A child whose key or type changes is a new view: its state starts fresh.
///
/// A key is a kind, a number, a name and at most one object, not an enum with payloads: the
/// graph copies, compares and hashes keys all the time, and a key copies with one retain and
/// compares without copying its payload out.
struct ChildKey: Hashable {
  private enum Kind: UInt8 {
    case index, branch, id, part, row
  }

  private let kind: Kind
  /// The index, the branch, or the number of a part.
  private let number: Int
  /// A part's name.
  private let name: StaticString
  /// A data identity's or a list row's `RowIdentity`.
  private let identity: RowIdentity?

  private init(_ kind: Kind, number: Int = 0, name: StaticString = "", identity: RowIdentity? = nil)
  {
    self.kind = kind
    self.number = number
    self.name = name
    self.identity = identity
  }

  /// The n-th child of a tuple or a container.
  static func index(_ index: Int) -> ChildKey { ChildKey(.index, number: index) }

  /// A branch of an `if`/`switch`; the other branch's state is dropped.
  static func branch(_ index: Int) -> ChildKey { ChildKey(.branch, number: index) }

  /// A data identity (`ForEach`) or an explicit `.id(_:)`.
  static func id(_ id: AnyHashable) -> ChildKey {
    ChildKey(.id, identity: RowIdentity(segment: "", id: id))
  }

  /// A named part of a primitive view (its content, its label, a toolbar item); `number`
  /// tells apart the parts of one name (a split view's columns).
  ///
  /// Names are literals, compared by where they are stored before their bytes: finding a
  /// part copies and compares no string.
  static func part(_ name: StaticString, number: Int = 0) -> ChildKey {
    ChildKey(.part, number: number, name: name)
  }

  /// A list row: its segment of the list's content and its data identity, held once in an
  /// object, so that a key is copied with one retain and compared by identity first.
  static func row(_ identity: RowIdentity) -> ChildKey { ChildKey(.row, identity: identity) }

  /// The key of a list row.
  static func row(_ segment: String, _ id: AnyHashable) -> ChildKey {
    .row(RowIdentity(segment: segment, id: id))
  }

  /// The body of a composite view.
  static var body: ChildKey { .part("body") }
  /// The content a modifier wraps.
  static var content: ChildKey { .part("content") }

  /// The data identity of an `id` key.
  var dataID: AnyHashable? { kind == .id ? identity?.id : nil }

  /// The data identity of a list row's key.
  var rowID: AnyHashable? { kind == .row ? identity?.id : nil }
}

extension ChildKey {
  static func == (lhs: ChildKey, rhs: ChildKey) -> Bool {
    guard lhs.kind == rhs.kind, lhs.number == rhs.number else { return false }
    switch lhs.kind {
    case .index, .branch: return true
    case .part: return same(lhs.name, rhs.name)
    case .id, .row:
      guard let left = lhs.identity, let right = rhs.identity else { return false }
      return left == right
    }
  }

  /// Whether two part names are the same: the same literal is usually stored once.
  private static func same(_ lhs: StaticString, _ rhs: StaticString) -> Bool {
    if lhs.hasPointerRepresentation && rhs.hasPointerRepresentation
      && lhs.utf8Start == rhs.utf8Start
    {
      return lhs.utf8CodeUnitCount == rhs.utf8CodeUnitCount
    }
    return lhs.withUTF8Buffer { left in rhs.withUTF8Buffer { right in left.elementsEqual(right) } }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(kind.rawValue)
    hasher.combine(number)
    switch kind {
    case .index, .branch: break
    case .part: name.withUTF8Buffer { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    case .id, .row: hasher.combine(identity?.hash ?? 0)
    }
  }

  /// The hash a dictionary of children asks for, without a `Hasher` for rows and data ids.
  ///
  /// A data identity's or a row's hash is worked out once, when its `RowIdentity` is made, so
  /// it is mixed with the dictionary's seed here instead of going through a `Hasher` again on
  /// every lookup, as a scroll does many times. Equal keys have equal identities, and so the
  /// same value.
  func _rawHashValue(seed: Int) -> Int {
    guard kind == .id || kind == .row, let identity else {
      var hasher = Hasher()
      hasher.combine(seed)
      hash(into: &hasher)
      return hasher.finalize()
    }
    // A multiply-and-shift mix: the seed and the kind spread over every bit the table uses.
    let mixed = ((identity.hash ^ seed) &+ Int(kind.rawValue)) &* -7_046_029_254_386_353_131
    return mixed ^ Int(bitPattern: UInt(bitPattern: mixed) >> 29)
  }
}

/// A data identity (`ForEach`, `.id(_:)`), or a list row's, with its segment of the list's
/// content: the hash of both worked out once, as looking rows up is what a scroll does most.
///
/// The common identities, a `String` or an `Int`, are also kept unboxed: comparing two
/// `AnyHashable`s casts one box to the other's type.
final class RowIdentity: Hashable {
  let segment: String
  let id: AnyHashable
  let hash: Int
  private let text: String?
  private let number: Int?

  init(segment: String, id: AnyHashable) {
    self.segment = segment
    self.id = id
    var hasher = Hasher()
    hasher.combine(segment)
    hasher.combine(id)
    hash = hasher.finalize()
    text = id.base as? String
    number = text == nil ? id.base as? Int : nil
  }

  static func == (lhs: RowIdentity, rhs: RowIdentity) -> Bool {
    if lhs === rhs { return true }
    guard lhs.hash == rhs.hash, lhs.segment == rhs.segment else { return false }
    if let left = lhs.text, let right = rhs.text { return left == right }
    if let left = lhs.number, let right = rhs.number { return left == right }
    return lhs.id == rhs.id
  }

  func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
