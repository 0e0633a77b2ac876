import FoundationEssentials

extension NavigationPath {
  /// A path's elements as type names and JSON, so it can be saved and restored (R37).
  public struct CodableRepresentation: Codable, Equatable {
    struct Item: Codable, Equatable {
      let type: String
      let json: String
      /// The type's mangled name, which the runtime turns back into the type, so a path
      /// decodes without a list of types, as SwiftUI's does; absent from paths saved before.
      let mangledType: String?

      init?(_ value: any Codable & Hashable) {
        guard let data = try? JSONEncoder().encode(value),
          let json = String(data: data, encoding: .utf8)
        else { return nil }
        type = String(reflecting: Swift.type(of: value))
        mangledType = _mangledTypeName(Swift.type(of: value))
        self.json = json
      }

      /// The value, its type found by its mangled name; nil when the program has no such
      /// type any more or the JSON no longer fits it.
      var decoded: AnyHashable? {
        guard let mangledType,
          let type = _typeByName(mangledType) as? any (Codable & Hashable).Type
        else { return nil }
        return decode(as: type)
      }

      func decode(as type: any (Codable & Hashable).Type) -> AnyHashable? {
        guard let value = try? JSONDecoder().decode(type, from: Data(json.utf8)) else { return nil }
        return AnyHashable(value)
      }
    }
    let items: [Item]
  }
}

extension NavigationPath {
  /// Restores a path saved through `codable`, as SwiftUI's `NavigationPath(_:)`.
  ///
  /// Each value's type is found by the name saved with it. A value whose type is gone, or
  /// whose JSON no longer decodes, is left out with the values after it, so the path stays a
  /// prefix of the one saved.
  public init(_ representation: CodableRepresentation) {
    for item in representation.items {
      guard let value = item.decoded else { break }
      elements.append(value)
    }
  }
}
