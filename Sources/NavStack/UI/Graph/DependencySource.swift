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

  /// The list rows whose content closures read the source; a row made again has a new watch,
  /// so the old ones are let go when they fire, and the dead ones when they pile up.
  private var rows: [ObjectIdentifier: WeakRow] = [:]
  private var rowsPruneLimit = 64

  private struct WeakRow {
    weak var watch: RowWatch?
  }

  /// Records that the body being evaluated now read `source`; read by a list's content
  /// closure as it makes a row, it is the row that read it, which the list makes again when
  /// it changes (a row kept on screen is not made again otherwise).
  func recordRead(of source: any DependencySource) {
    if let watch = CurrentReader.row {
      rows[ObjectIdentifier(watch)] = WeakRow(watch: watch)
      if rows.count > rowsPruneLimit {
        rows = rows.filter { $0.value.watch != nil }
        rowsPruneLimit = max(64, rows.count * 2)
      }
      return
    }
    guard let node = CurrentReader.node else { return }
    nodes[ObjectIdentifier(node)] = WeakNode(node: node)
    node.dependencies[ObjectIdentifier(source)] = source
  }

  func remove(_ node: ViewNode) { nodes[ObjectIdentifier(node)] = nil }

  /// Marks every reader dirty.
  func invalidateAll() {
    let readers = nodes.values.compactMap(\.node)
    for node in readers { node.invalidate() }
    guard !rows.isEmpty else { return }
    let watches = rows.values.compactMap(\.watch)
    rows = [:]
    for watch in watches { watch.sourceChanged() }
  }
}
