/// Which declaration drives a push, sheet or alert, and for which item.
///
/// Compared after every event to tell whether what is shown still matches what is declared; a
/// plain struct compares in a few instructions where nested `AnyHashable` arrays took thousands.
public struct DestinationIdentity: Hashable {
  /// The declaration's name, such as `NavigationTarget`.
  public let declaration: String
  /// The item's id, for `item:` declarations; nil for `isPresented:`.
  public let item: AnyHashable?

  /// The identity of `declaration`, for `item` when it is an `item:` declaration.
  public init(declaration: String, item: AnyHashable? = nil) {
    self.declaration = declaration
    self.item = item
  }

  /// The identity of an `item:` declaration: present while the item is, naming its id, so a
  /// new item re-presents and nil dismisses.
  public static func of<Item: Identifiable>(_ declaration: String, item: Item?) -> Self?
  where Item.ID: Hashable {
    item.map { DestinationIdentity(declaration: declaration, item: AnyHashable($0.id)) }
  }
}
