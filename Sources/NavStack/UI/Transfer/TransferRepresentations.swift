import FoundationEssentials

/// A value represented by another transferable value, as CoreTransferable's
/// `ProxyRepresentation`: shared as the proxy's text (a note as its title, a place as its URL).
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>:
  TransferRepresentation
{
  let exporting: ((Item) throws -> ProxyRepresentation)?

  /// Represents an item by the proxy `exporting` makes of it.
  public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
    self.exporting = exporting
  }

  /// Represents an item by a proxy, and makes items of proxies received; receiving is
  /// accepted, as a terminal receives nothing.
  public init(
    exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
    importing: @escaping @Sendable (ProxyRepresentation) throws -> Item
  ) {
    self.exporting = exporting
  }

  /// Makes items of proxies received: accepted, as a terminal receives nothing.
  public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
    exporting = nil
  }

  /// The proxy's text; nil when making the proxy fails.
  public func _sharedText(of item: Item) -> String? {
    guard let exporting, let proxy = try? exporting(item) else { return nil }
    return ProxyRepresentation.transferRepresentation._sharedText(ofAny: proxy)
  }
}

/// A codable value represented in a file type, as CoreTransferable's `CodableRepresentation`:
/// shared as its JSON.
public struct CodableRepresentation<Item: Transferable & Codable, Encoder, Decoder>:
  TransferRepresentation
{
  /// The type the value is shared as.
  let contentType: UTType

  /// The JSON text of `item`, keys sorted so that the same item is always the same text.
  public func _sharedText(of item: Item) -> String? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(item) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
  /// The item as JSON of `contentType`.
  public init(contentType: UTType) {
    self.contentType = contentType
  }

  /// Items of `itemType` as JSON of `contentType`.
  public init(for itemType: Item.Type = Item.self, contentType: UTType) {
    self.contentType = contentType
  }
}

/// A value represented as data of a type, as CoreTransferable's `DataRepresentation`:
/// accepted, giving no text, since making the data is asynchronous and a clipboard of text
/// cannot hold most data (an image, a PDF); the next representation gives the text.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
  /// Represents items as data made by `exporting` and read by `importing`.
  public init(
    contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) {}

  /// Represents items as data made by `exporting`.
  public init(
    exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data
  ) {}

  /// Makes items of data received.
  public init(
    importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item
  ) {}

  /// No text: see the type's summary.
  public func _sharedText(of item: Item) -> String? { nil }
}

extension TransferRepresentation {
  /// The name a file made from this representation gets: accepted, as nothing is saved.
  public func suggestedFileName(_ fileName: String) -> Self { self }
}

/// A type of data, as UniformTypeIdentifiers' `UTType`: named by representations; a terminal
/// shares text whatever the type.
public struct UTType: Hashable, Sendable {
  /// The type's reverse-DNS identifier, `public.json`.
  public let identifier: String

  /// A type the app declares.
  public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.identifier = identifier
  }

  /// A type another app declares.
  public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.identifier = identifier
  }

  /// The type of `identifier`.
  public init?(_ identifier: String) {
    self.identifier = identifier
  }

  /// Any item.
  public static let item = UTType(exportedAs: "public.item")
  /// Any content.
  public static let content = UTType(exportedAs: "public.content")
  /// Bytes.
  public static let data = UTType(exportedAs: "public.data")
  /// Text.
  public static let text = UTType(exportedAs: "public.text")
  /// Plain text.
  public static let plainText = UTType(exportedAs: "public.plain-text")
  /// Plain text in UTF-8.
  public static let utf8PlainText = UTType(exportedAs: "public.utf8-plain-text")
  /// JSON.
  public static let json = UTType(exportedAs: "public.json")
  /// A URL.
  public static let url = UTType(exportedAs: "public.url")
  /// An image.
  public static let image = UTType(exportedAs: "public.image")
  /// A PNG image.
  public static let png = UTType(exportedAs: "public.png")
  /// A JPEG image.
  public static let jpeg = UTType(exportedAs: "public.jpeg")
  /// A PDF document.
  public static let pdf = UTType(exportedAs: "com.adobe.pdf")
}
