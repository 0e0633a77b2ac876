import Synchronization

/// A namespace for `matchedGeometryEffect`, as SwiftUI's `@Namespace`: one identity for the
/// view that declares it, kept while it stays in the tree.
@MainActor
@propertyWrapper
public struct Namespace: DynamicProperty {
  @State private var id = ID.next()

  /// A namespace, made when its view first appears.
  public init() {}

  /// The namespace's identity.
  public var wrappedValue: ID { id }

  /// A namespace's identity, as SwiftUI's `Namespace.ID`.
  public struct ID: Hashable, Sendable {
    let value: Int

    private static let counter = Atomic<Int>(0)

    /// A new identity, unlike any made before.
    static func next() -> ID {
      ID(value: counter.add(1, ordering: .relaxed).newValue)
    }
  }
}
