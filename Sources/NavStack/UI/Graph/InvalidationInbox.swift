import Synchronization

/// A weak reference to a node that other threads may hold: Observation and
/// `objectWillChange` can fire wherever the model changes, so they post here and the graph
/// invalidates the nodes on the main actor, before its next update.
final class NodeReference: @unchecked Sendable {
  // Read and written on the main actor only; other threads just carry the reference.
  nonisolated(unsafe) weak var node: ViewNode?

  @MainActor
  init(_ node: ViewNode) {
    self.node = node
    #if DEBUG
      NodeReference.liveCount.add(1, ordering: .relaxed)
    #endif
  }

  #if DEBUG
    /// How many references exist: a debug build counts them, so that a test can check that
    /// the Observation registrations holding them end with their nodes.
    static let liveCount = Atomic<Int>(0)
    deinit { NodeReference.liveCount.subtract(1, ordering: .relaxed) }
  #endif

  /// Asks for the node to be rebuilt before the next frame.
  func post() { InvalidationInbox.post(self) }
}

/// The references posted since the graph last looked.
enum InvalidationInbox {
  private static let pending = Mutex<[NodeReference]>([])

  static func post(_ reference: NodeReference) {
    pending.withLock { $0.append(reference) }
  }

  /// How many posts wait: a mark for `withdraw(postedSince:for:)`.
  static var count: Int { pending.withLock { $0.count } }

  /// Takes back the posts for `node` made since `mark`; returns whether there were any.
  @MainActor
  static func withdraw(postedSince mark: Int, for node: ViewNode) -> Bool {
    let target = ObjectIdentifier(node)
    return pending.withLock { list in
      let start = min(mark, list.count)
      let before = list.count
      var kept = start
      for index in start..<before {
        let reference = list[index]
        if let posted = reference.node, ObjectIdentifier(posted) == target { continue }
        list[kept] = reference
        kept += 1
      }
      list.removeSubrange(kept..<before)
      return kept < before
    }
  }

  /// Invalidates every posted node; returns whether there were any.
  @MainActor
  @discardableResult
  static func deliver() -> Bool {
    let references = pending.withLock { list in
      defer { list = [] }
      return list
    }
    for reference in references { reference.node?.invalidate() }
    return !references.isEmpty
  }
}
