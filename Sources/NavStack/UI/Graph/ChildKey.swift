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
  /// A named part of a primitive view (its content, its label, a toolbar item).
  case part(String)
  /// A list row: its segment of the list's content, its data identity, and the hash of both,
  /// worked out once, so that looking a row up compares boxed identities only on a match.
  case listRow(String, AnyHashable, hash: Int)

  /// The key of a list row.
  static func row(_ segment: String, _ id: AnyHashable) -> ChildKey {
    var hasher = Hasher()
    hasher.combine(segment)
    hasher.combine(id)
    return .listRow(segment, id, hash: hasher.finalize())
  }

  /// The body of a composite view.
  static var body: ChildKey { .part("body") }
  /// The content a modifier wraps.
  static var content: ChildKey { .part("content") }
}

extension ChildKey {
  static func == (lhs: ChildKey, rhs: ChildKey) -> Bool {
    switch (lhs, rhs) {
    case (.index(let left), .index(let right)): return left == right
    case (.branch(let left), .branch(let right)): return left == right
    case (.id(let left), .id(let right)): return left == right
    case (.part(let left), .part(let right)): return left == right
    case (
      .listRow(let leftSegment, let left, let leftHash),
      .listRow(let rightSegment, let right, let rightHash)
    ):
      return leftHash == rightHash && leftSegment == rightSegment && left == right
    default: return false
    }
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
    case .part(let name):
      hasher.combine(3)
      hasher.combine(name)
    case .listRow(_, _, let hash):
      hasher.combine(4)
      hasher.combine(hash)
    }
  }
}
