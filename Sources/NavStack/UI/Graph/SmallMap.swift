/// A few answers by key, the first kept inline; past `limit`, the last is replaced.
///
/// Found by a scan, not a hash: it holds a handful, and most often one.
struct SmallMap<Key: Equatable, Value> {
  private var first: (key: Key, value: Value)?
  private var rest: [(key: Key, value: Value)] = []
  private let limit: Int

  /// An empty map holding at most `limit` answers.
  init(limit: Int) { self.limit = limit }

  /// The answer for `key`, if one is kept.
  @inline(__always)
  subscript(key: Key) -> Value? {
    guard let first else { return nil }
    if first.key == key { return first.value }
    for entry in rest where entry.key == key { return entry.value }
    return nil
  }

  /// Keeps `value` for `key`, which has none yet.
  mutating func insert(_ value: Value, for key: Key) {
    if first == nil {
      first = (key, value)
    } else if rest.count < limit - 1 {
      // Room for a few at once: growing one at a time would allocate at each.
      if rest.isEmpty { rest.reserveCapacity(Swift.min(limit - 1, 3)) }
      rest.append((key, value))
    } else {
      rest[rest.count - 1] = (key, value)
    }
  }

  /// Whether no answer is kept.
  var isEmpty: Bool { first == nil }

  /// Whether an answer kept satisfies `predicate`.
  func contains(where predicate: (Key, Value) -> Bool) -> Bool {
    guard let first else { return false }
    if predicate(first.key, first.value) { return true }
    for entry in rest where predicate(entry.key, entry.value) { return true }
    return false
  }

  /// Forgets every answer.
  mutating func removeAll() {
    first = nil
    if !rest.isEmpty { rest.removeAll(keepingCapacity: true) }
  }
}
