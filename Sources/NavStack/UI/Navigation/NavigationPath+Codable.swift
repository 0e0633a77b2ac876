import FoundationEssentials

extension NavigationPath {
  /// A path's elements as type names and JSON, so it can be saved and restored (R37).
  public struct CodableRepresentation: Codable, Equatable {
    struct Item: Codable, Equatable {
      let type: String
      let json: String

      init?(_ value: any Codable & Hashable) {
        guard let data = try? JSONEncoder().encode(value),
          let json = String(data: data, encoding: .utf8)
        else { return nil }
        type = String(reflecting: Swift.type(of: value))
        self.json = json
      }

      func decode(as type: any (Codable & Hashable).Type) -> AnyHashable? {
        guard let value = try? JSONDecoder().decode(type, from: Data(json.utf8)) else { return nil }
        return AnyHashable(value)
      }
    }
    let items: [Item]
  }
}
