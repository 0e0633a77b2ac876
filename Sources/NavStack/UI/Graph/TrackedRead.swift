import Observation

extension ViewNode {
  /// Runs `read` with what it reads from `@Observable` objects tracked: a change to any of it
  /// asks for this node to be rebuilt before the next frame.
  ///
  /// A body is read this way; so is a control's binding while the control updates, since a
  /// binding may reach into an `@Observable` model, whose reads `@State`'s record misses.
  ///
  /// A node of a type whose reads were seen to register also reads its `ObservationLifetime`,
  /// so that `stopListening()` can take the registration back.
  func readTracked<T>(_ read: () -> T) -> T {
    if observationLifetime == nil, ViewNode.typesReadingObservation.contains(typeID) {
      observationLifetime = ObservationLifetime()
    }
    guard let lifetime = observationLifetime else {
      var registered = false
      let result = withObservationTracking(
        read, onChange: registeringReference(noting: &registered))
      if registered { ViewNode.typesReadingObservation.insert(typeID) }
      return result
    }
    return withObservationTracking(
      {
        lifetime.read()
        return read()
      }, onChange: lifetime.onChange(for: self))
  }

  /// What a registration runs on a change; made only when the read registers, which sets
  /// `registered`.
  private func registeringReference(noting registered: inout Bool) -> @Sendable () -> Void {
    registered = true
    let reference = NodeReference(self)
    return { reference.post() }
  }
}

extension ViewNode {
  /// The view types of nodes whose tracked reads were seen to register.
  ///
  /// Their nodes read an `ObservationLifetime` too; types that read no model never pay for one.
  /// Kept for the process: whether a type's body reads a model is the type's, not a window's.
  static var typesReadingObservation: Set<ObjectIdentifier> = []
}

/// What ties a node's Observation registrations to the node, so they end when it is built
/// again or leaves the tree.
///
/// Observation keeps a tracked read's registration in every model it read until one of the
/// properties read changes, and offers no public way to cancel it. A node built again before
/// that, or gone, would leave it behind in models that live on, such as an app's navigation
/// state: one for each folder opened and closed. So the reads of a node that registers also
/// read `generation`, and `end()` changes it, which fires the registration: Observation then
/// takes it out of every model it was in. The reference it posts to is let go first, so this
/// change rebuilds nothing.
@MainActor
final class ObservationLifetime: Observable {
  private let registrar = ObservationRegistrar()
  private var generation = 0
  /// The reference the registrations made since the last `end()` post to.
  private var reference: NodeReference?

  /// Records a read of `generation` in the tracked read running now.
  func read() {
    registrar.access(self, keyPath: \.generation)
  }

  /// What a registration of `node` runs on a change: it asks for `node` to be rebuilt.
  func onChange(for node: ViewNode) -> @Sendable () -> Void {
    let reference = self.reference ?? NodeReference(node)
    self.reference = reference
    return { reference.post() }
  }

  /// Takes back the registrations made since the last call, without rebuilding the node.
  func end() {
    guard let reference else { return }
    reference.node = nil
    self.reference = nil
    registrar.withMutation(of: self, keyPath: \.generation) { generation &+= 1 }
  }
}
