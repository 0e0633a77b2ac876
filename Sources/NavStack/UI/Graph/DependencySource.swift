/// Something a body can read that tells the nodes that read it when it changes: a `@State`
/// box, an `ObservableObject`, a navigation context.
@MainActor
protocol DependencySource: AnyObject {
  func removeDependent(_ node: ViewNode)
}

/// The nodes that read one source, notified when it changes (R41).
@MainActor
final class Dependents {
  private var nodes: [ObjectIdentifier: WeakNode] = [:]

  private struct WeakNode {
    weak var node: ViewNode?
  }

  /// Records that the body being evaluated now read `source`.
  func recordRead(of source: any DependencySource) {
    guard let node = ViewGraph.evaluating else { return }
    nodes[ObjectIdentifier(node)] = WeakNode(node: node)
    node.dependencies[ObjectIdentifier(source)] = source
  }

  func remove(_ node: ViewNode) { nodes[ObjectIdentifier(node)] = nil }

  /// Marks every reader dirty.
  func invalidateAll() {
    let readers = nodes.values.compactMap(\.node)
    for node in readers { node.invalidate() }
  }
}
