/// One entry of a folder: a name, free-form notes and a done mark.
///
/// Fields of the file that the app does not know travel inside the item, as their original
/// bytes, so that editing an item and saving it keeps them.
public struct Item: Sendable, Equatable, Identifiable {
  /// A unique identifier, kept as it is in the file.
  public var id: String
  /// The name shown in lists and titles.
  public var name: String
  /// Free-form notes, any number of lines.
  public var notes: String
  /// Whether the item is done (shown with `✓`).
  public var done: Bool
  /// Members of the item's JSON object that the app does not know, each `"key":value` exactly
  /// as it was in the file.
  var unknownFields: [[UInt8]] = []

  /// An item; a new one gets a fresh identifier.
  public init(id: String = Item.makeID(), name: String, notes: String = "", done: Bool = false) {
    self.id = id
    self.name = name
    self.notes = notes
    self.done = done
  }

  /// A new identifier: 64 random bits as 16 lowercase hex digits.
  public static func makeID() -> String {
    let digits = String(UInt64.random(in: .min ... .max), radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
