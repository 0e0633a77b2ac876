extension NavigationSplitViewVisibility: Codable {
  private static let names = ["automatic", "all", "doubleColumn", "detailOnly"]

  /// Reads a visibility written by `encode(to:)`, so `@SceneStorage` and saved state keep it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let raw = Self.names.firstIndex(of: name) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "No column visibility is named \(name)")
    }
    self.init(raw: raw)
  }

  /// Writes the visibility as its name (`"doubleColumn"`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(Self.names[raw])
  }
}
