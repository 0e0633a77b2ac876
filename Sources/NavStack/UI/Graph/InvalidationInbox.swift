import Synchronization

/// A weak reference to a node that other threads may hold: Observation and
/// `objectWillChange` can fire wherever the model changes, so they post here and the graph
/// invalidates the nodes on the main actor, before its next update.
final class NodeReference: @unchecked Sendable {
  // Read and written on the main actor only; other threads just carry the reference.
  nonisolated(unsafe) weak var node: ViewNode?

  @MainActor
  init(_ node: ViewNode) { self.node = node }

  /// Asks for the node to be rebuilt before the next frame.
  func post() { InvalidationInbox.post(self) }
}

/// The references posted since the graph last looked.
enum InvalidationInbox {
  private static let pending = Mutex<[NodeReference]>([])

  static func post(_ reference: NodeReference) {
    pending.withLock { $0.append(reference) }
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
