import Observation

extension ViewNode {
  /// Runs `read` with what it reads from `@Observable` objects tracked: a change to any of it
  /// asks for this node to be rebuilt before the next frame.
  ///
  /// A body is read this way; so is a control's binding while the control updates, since a
  /// binding may reach into an `@Observable` model, whose reads `@State`'s record misses.
  func readTracked<T>(_ read: () -> T) -> T {
    withObservationTracking(read) { [reference = NodeReference(self)] in
      reference.post()
    }
  }
}
