/// A child's place under its parent: the part of a view's identity its parent gives it.
///
/// Structural positions (`index`, `branch`) come from the builder; `id` from `ForEach` data and
/// from `.id(_:)`. A child whose key or type changes is a new view: its state starts fresh.
enum ChildKey: Hashable {
  /// The n-th child of a tuple or a container.
  case index(Int)
  /// A branch of an `if`/`switch`; the other branch's state is dropped.
  case branch(Int)
  /// A data identity (`ForEach`, `List` rows) or an explicit `.id(_:)`.
  case id(AnyHashable)
  /// A named part of a primitive view (its content, its label, a toolbar item); `number`
  /// tells apart the parts of one name (a split view's columns).
  ///
  /// Names are literals, compared by where they are stored before their bytes: finding a
  /// part copies and compares no string.
  case part(StaticString, number: Int = 0)
  /// A list row: its segment of the list's content, its data identity, and the hash of both,
  /// worked out once, so that looking a row up compares boxed identities only on a match.
  case listRow(String, AnyHashable, hash: Int)
  /// A list row identified by an `Int`, compared without unboxing an `AnyHashable`.
  case intRow(String, Int, hash: Int)
  /// A list row identified by a `String`, likewise.
  case stringRow(String, String, hash: Int)

  /// The key of a list row; the common identities (`Int`, `String`) are kept unboxed, as
  /// looking rows up is what a scroll does most.
  static func row(_ segment: String, _ id: AnyHashable) -> ChildKey {
    var hasher = Hasher()
    hasher.combine(segment)
    hasher.combine(id)
    let hash = hasher.finalize()
    if let number = id.base as? Int { return .intRow(segment, number, hash: hash) }
    if let text = id.base as? String { return .stringRow(segment, text, hash: hash) }
    return .listRow(segment, id, hash: hash)
  }

  /// The body of a composite view.
  static var body: ChildKey { .part("body") }
  /// The content a modifier wraps.
  static var content: ChildKey { .part("content") }
}

extension ChildKey {
  static func == (lhs: ChildKey, rhs: ChildKey) -> Bool {
    switch lhs {
    case .index(let left):
      if case .index(let right) = rhs { return left == right }
    case .branch(let left):
      if case .branch(let right) = rhs { return left == right }
    case .id(let left):
      if case .id(let right) = rhs { return left == right }
    case .part(let left, let leftNumber):
      if case .part(let right, let rightNumber) = rhs {
        return leftNumber == rightNumber && Self.same(left, right)
      }
    case .listRow(let leftSegment, let left, let leftHash):
      if case .listRow(let rightSegment, let right, let rightHash) = rhs {
        return leftHash == rightHash && leftSegment == rightSegment && left == right
      }
    case .intRow(let leftSegment, let left, let leftHash):
      if case .intRow(let rightSegment, let right, let rightHash) = rhs {
        return leftHash == rightHash && left == right && leftSegment == rightSegment
      }
    case .stringRow(let leftSegment, let left, let leftHash):
      if case .stringRow(let rightSegment, let right, let rightHash) = rhs {
        return leftHash == rightHash && left == right && leftSegment == rightSegment
      }
    }
    return false
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
    switch self {
    case .index(let index):
      hasher.combine(0)
      hasher.combine(index)
    case .branch(let index):
      hasher.combine(1)
      hasher.combine(index)
    case .id(let id):
      hasher.combine(2)
      hasher.combine(id)
    case .part(let name, let number):
      hasher.combine(3)
      hasher.combine(number)
      name.withUTF8Buffer { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    case .listRow(_, _, let hash), .intRow(_, _, let hash), .stringRow(_, _, let hash):
      // One tag for the three: a row's hash is worked out from its boxed identity.
      hasher.combine(4)
      hasher.combine(hash)
    }
  }
}
