/// A type-erased list of values for a stack's path, as SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable] = []

  /// An empty path.
  public init() {}

  /// A path holding `elements`.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// How many screens the path pushes.
  public var count: Int { elements.count }

  /// Whether the path pushes nothing.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes a value.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

  /// Pops `k` values.
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(k, elements.count)) }

  /// The path as Codable data, when every element is Codable (R37).
  public var codable: CodableRepresentation? {
    var items: [CodableRepresentation.Item] = []
    for element in elements {
      guard let value = element.base as? any Codable & Hashable else { return nil }
      guard let item = CodableRepresentation.Item(value) else { return nil }
      items.append(item)
    }
    return CodableRepresentation(items: items)
  }

  /// Restores a path saved through `codable`, for the types in `types`.
  public init(_ representation: CodableRepresentation, types: [any (Codable & Hashable).Type]) {
    for item in representation.items {
      if let type = types.first(where: { String(reflecting: $0) == item.type }),
        let value = item.decode(as: type)
      {
        elements.append(value)
      }
    }
  }
}
