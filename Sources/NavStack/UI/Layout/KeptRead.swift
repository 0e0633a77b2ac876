/// A value read from some nodes' subtrees, kept while none of them changed.
///
/// Each layout pass marks every node on the path from a change to the root with its count
/// (`ViewNode.layoutClearedStamp`), so the same nodes with the same marks read the same.
/// Reading may build nodes (a row's actions, the first time they are asked for): the value is
/// kept under the marks the nodes have after it. Nodes are held by identity, not retained; a
/// node made later at the same address is marked by a later pass than any kept mark.
@MainActor
struct KeptRead<Key: Equatable, Value> {
  private var nodes: [ObjectIdentifier] = []
  private var stamps: [Int] = []
  private var key: Key?
  private var value: Value?

  /// Whether nothing was read yet: a node keeps no room for one that was not.
  var isEmpty: Bool { value == nil && nodes.isEmpty }

  /// The value read from `nodes` with `key` (what else the reading depends on), read again
  /// only when a node, its mark or the key differs from the last time.
  mutating func value(of nodes: [ViewNode], key: Key, read: () -> Value) -> Value {
    nodes.first?.layoutPass.flushIfPending()
    if let value, self.key == key, holds(nodes) { return value }
    let made = read()
    nodes.first?.layoutPass.flushIfPending()
    self.nodes = nodes.map(ObjectIdentifier.init)
    stamps = nodes.map(\.layoutClearedStamp)
    self.key = key
    value = made
    return made
  }

  private func holds(_ current: [ViewNode]) -> Bool {
    guard current.count == nodes.count else { return false }
    for (index, node) in current.enumerated()
    where ObjectIdentifier(node) != nodes[index] || node.layoutClearedStamp != stamps[index] {
      return false
    }
    return true
  }
}

extension KeptRead where Key == Never? {
  /// The value read from `nodes`, read again only when one of them or its mark differs.
  mutating func value(of nodes: [ViewNode], read: () -> Value) -> Value {
    value(of: nodes, key: nil, read: read)
  }
}
