/// A node's children: in order, by key once there are many, the parked ones, and the ones
/// kept to be made again.
///
/// A few are found faster in order than by hashing, and most nodes have one child, for which
/// a map costs an allocation and a hash. Past `mappedChildren` the children are mapped by
/// key, and so are the parked ones (flagged `ViewNode.isParked`): a row scrolled away and back
/// stays in the map, so parking and bringing it back hash nothing. Parked nodes leave oldest
/// first, one for each parked past the limit, so a long walk lets rows go as it parks them.
///
/// It only keeps the books; the node decides what joins, leaves, parks and comes back, and
/// removes the nodes that go.
@MainActor
struct ChildList {
  /// The children in order, parked ones left out.
  private(set) var order: [ViewNode] = []
  /// The children and the parked nodes by key, kept only while there are many or some are
  /// parked.
  private var map: [ChildKey: ViewNode]?
  /// How many of the nodes in `map` are parked.
  private(set) var parkedCount = 0
  /// The parked nodes in the order they were parked, each with its `parkedAt`; an entry whose
  /// node came back, or was parked again since, is passed over.
  private var parkedQueue: [(node: ViewNode, parkedAt: Int)] = []
  /// Where the oldest entry of `parkedQueue` still to look at is.
  private var queueHead = 0
  /// Subtrees that left, kept to be made again into new children of their type
  /// (`ViewNode.retire()`), the latest last.
  private var reusable: [ViewNode] = []
  /// How many subtrees `reusable` keeps: about a page of a list, what one scroll builds.
  static let reusableLimit = 32

  /// Above this many children they are mapped by key; below half of it, no longer.
  private static let mappedChildren = 8

  /// The child at `key`, parked ones left out.
  func child(_ key: ChildKey) -> ViewNode? {
    if let map {
      guard let found = map[key], !found.isParked else { return nil }
      return found
    }
    for child in order where child.key == key { return child }
    return nil
  }

  /// The node parked under `key`, if one is.
  func parked(_ key: ChildKey) -> ViewNode? {
    guard let found = map?[key], found.isParked else { return nil }
    return found
  }

  /// Whether `child` is the node mapped under its key: only it can be parked there.
  func maps(_ child: ViewNode) -> Bool { map?[child.key] === child }

  /// Adds `child` after the others, mapping it when the children are mapped or become so;
  /// returns the parked node it took the key of, which can no longer come back.
  mutating func append(_ child: ViewNode) -> ViewNode? {
    order.append(child)
    if map != nil {
      if let previous = map?.updateValue(child, forKey: child.key), previous.isParked {
        parkedCount -= 1
        return previous
      }
    } else if order.count > Self.mappedChildren {
      mapAll()
    }
    return nil
  }

  /// Maps the children by key, unless they are mapped already.
  mutating func mapAll() {
    guard map == nil else { return }
    var map: [ChildKey: ViewNode] = [:]
    map.reserveCapacity(order.count * 2)
    for each in order { map[each.key] = each }
    self.map = map
  }

  /// Takes `child`'s key out of the map when it maps to `child`; true when it did or when
  /// there is no map (the key then finds `child` among the children).
  @discardableResult
  mutating func unmap(_ child: ViewNode) -> Bool {
    guard map != nil else { return true }
    guard let found = map?.removeValue(forKey: child.key) else { return false }
    // Another node under the same key stays mapped; a key is hashed once either way.
    guard found === child else {
      map?[child.key] = found
      return false
    }
    return true
  }

  /// Takes `child` out of the order.
  mutating func removeFromOrder(_ child: ViewNode) {
    order.removeAll { $0 === child }
  }

  /// Makes `nodes` the children, in that order.
  mutating func setOrder(_ nodes: [ViewNode]) {
    order = nodes
    dropMapIfFew()
  }

  /// Counts `child`, already mapped and just left out of the order, as parked; returns the
  /// parked nodes that must go to keep at most `limit`, the oldest first.
  mutating func notePark(of child: ViewNode, limit: Int) -> [ViewNode] {
    parkedCount += 1
    parkedQueue.append((child, child.parkedAt))
    var leaving: [ViewNode] = []
    while parkedCount > limit, queueHead < parkedQueue.count {
      let (node, parkedAt) = parkedQueue[queueHead]
      queueHead += 1
      guard node.isParked, node.parkedAt == parkedAt, map?[node.key] === node else { continue }
      forgetParked(node)
      leaving.append(node)
    }
    compactQueue(limit: limit)
    return leaving
  }

  /// Drops the entries looked at, and those of nodes no longer parked once they outnumber the
  /// parked ones: a walk back and forth parks rows again and again without letting any go.
  private mutating func compactQueue(limit: Int) {
    // The entries looked at may hold nodes that left the tree: let go of them a page or so
    // at a time, or a long walk kept a few hundred rows alive here after they left.
    if queueHead >= 32 {
      parkedQueue.removeFirst(queueHead)
      queueHead = 0
    }
    if parkedQueue.count - queueHead > 2 * limit + 64 {
      // In place: a filtered copy retained every entry kept and released the whole old queue.
      parkedQueue.removeFirst(queueHead)
      parkedQueue.removeAll { !$0.node.isParked || $0.node.parkedAt != $0.parkedAt }
      queueHead = 0
    }
  }

  /// Stops counting `node` as parked here and unmaps it: it leaves the tree.
  mutating func forgetParked(_ node: ViewNode) {
    map?[node.key] = nil
    parkedCount -= 1
  }

  /// Makes `node`, parked and still mapped, a child again after the others.
  mutating func bringBack(_ node: ViewNode) {
    parkedCount -= 1
    order.append(node)
  }

  /// Lets go of every parked node, returned for the node to remove, and of the subtrees kept
  /// to be made again.
  mutating func takeParked() -> [ViewNode] {
    reusable = []
    parkedQueue = []
    queueHead = 0
    guard parkedCount > 0, let map else { return [] }
    let parked = map.values.filter(\.isParked)
    self.map = nil
    parkedCount = 0
    return parked
  }

  /// Keeps `node`, retired, to be made again; false when enough are kept, and it must go.
  mutating func keepForReuse(_ node: ViewNode) -> Bool {
    guard reusable.count < Self.reusableLimit else { return false }
    reusable.append(node)
    return true
  }

  /// A subtree kept to be made again whose view is of type `typeID`, taken out of the keep.
  mutating func takeReusable(_ typeID: ObjectIdentifier) -> ViewNode? {
    guard !reusable.isEmpty else { return nil }
    var index = reusable.count - 1
    while index >= 0 {
      if reusable[index].typeID == typeID { return reusable.remove(at: index) }
      index -= 1
    }
    return nil
  }

  /// Stops mapping children that have become few.
  private mutating func dropMapIfFew() {
    if map != nil && parkedCount == 0 && order.count <= Self.mappedChildren / 2 {
      map = nil
    }
  }
}
