/// A value that can be handed on, as CoreTransferable's `Transferable`: an app's own type
/// describes itself with `transferRepresentation`, and `ShareLink(item:)` shares it.
///
/// A terminal's one way to hand something on is its clipboard, so an item is shared as the
/// text its first representation that has one gives: a proxy's text, or a codable item's
/// JSON.
public protocol Transferable {
  /// The representations, in the order a receiver would try them.
  associatedtype Representation: TransferRepresentation
  /// How the value is represented, first choice first.
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way of representing a transferable value, as CoreTransferable's
/// `TransferRepresentation`.
public protocol TransferRepresentation<Item> {
  /// The value represented.
  associatedtype Item: Transferable
  /// The text `item` is shared as in a terminal, or nil when this representation has none.
  func _sharedText(of item: Item) -> String?
}

extension TransferRepresentation {
  /// The text `item`, a value of any type, is shared as: nil unless it is an `Item`.
  ///
  /// A `Transferable`'s representation is of its own type, but the protocol does not say so,
  /// as CoreTransferable's does not: `some TransferRepresentation` could not satisfy it.
  public func _sharedText(ofAny item: Any) -> String? {
    guard let item = item as? Item else { return nil }
    return _sharedText(of: item)
  }
}

/// Gathers the representations `transferRepresentation` lists, as CoreTransferable's
/// `TransferRepresentationBuilder`.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
  /// One representation of the item.
  public static func buildExpression<R: TransferRepresentation>(_ representation: R)
    -> _TransferRepresentations<Item> where R.Item == Item
  {
    _TransferRepresentations(texts: [representation._sharedText(of:)])
  }

  /// The representations in order.
  public static func buildBlock(_ parts: _TransferRepresentations<Item>...)
    -> _TransferRepresentations<Item>
  {
    _TransferRepresentations(texts: parts.flatMap(\.texts))
  }

  /// A representation listed only when a condition holds.
  public static func buildOptional(_ part: _TransferRepresentations<Item>?)
    -> _TransferRepresentations<Item>
  {
    part ?? _TransferRepresentations(texts: [])
  }

  /// The representation of the branch taken.
  public static func buildEither(first part: _TransferRepresentations<Item>)
    -> _TransferRepresentations<Item>
  {
    part
  }

  /// The representation of the branch taken.
  public static func buildEither(second part: _TransferRepresentations<Item>)
    -> _TransferRepresentations<Item>
  {
    part
  }
}

/// The representations a `transferRepresentation` lists, in order.
public struct _TransferRepresentations<Item: Transferable>: TransferRepresentation {
  let texts: [(Item) -> String?]

  /// The text of the first representation that has one.
  public func _sharedText(of item: Item) -> String? {
    for text in texts {
      if let shared = text(item) { return shared }
    }
    return nil
  }
}

/// A value represented as its own text: what strings and URLs are shared as.
public struct _TextRepresentation<Item: Transferable>: TransferRepresentation {
  let text: (Item) -> String

  /// The text.
  public func _sharedText(of item: Item) -> String? { text(item) }
}

extension String: Transferable {
  /// The string itself.
  public static var transferRepresentation: some TransferRepresentation {
    _TextRepresentation { $0 }
  }
}

extension Substring: Transferable {
  /// The string itself.
  public static var transferRepresentation: some TransferRepresentation {
    _TextRepresentation { String($0) }
  }
}

extension URL: Transferable {
  /// The URL as written.
  public static var transferRepresentation: some TransferRepresentation {
    _TextRepresentation { $0.absoluteString }
  }
}
