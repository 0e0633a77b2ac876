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
  /// A list row: its segment of the list's content and its data identity, held once in an
  /// object, so that a key is copied with one retain and compared by identity first.
  case row(RowIdentity)

  /// The key of a list row.
  static func row(_ segment: String, _ id: AnyHashable) -> ChildKey {
    .row(RowIdentity(segment: segment, id: id))
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
    case .row(let left):
      if case .row(let right) = rhs { return left == right }
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
    case .row(let identity):
      hasher.combine(4)
      hasher.combine(identity.hash)
    }
  }
}

/// A list row's identity: its segment of the list's content and its data identity, with the
/// hash of both worked out once, as looking rows up is what a scroll does most.
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
