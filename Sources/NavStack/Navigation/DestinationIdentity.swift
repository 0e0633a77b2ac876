/// Which declaration drives a push, sheet or alert, and for which item.
///
/// Compared after every event to tell whether what is shown still matches what is declared; a
/// plain struct compares in a few instructions where nested `AnyHashable` arrays took thousands.
public struct DestinationIdentity: Hashable {
  public let declaration: String
  /// The item's id, for `item:` declarations; nil for `isPresented:`.
  public let item: AnyHashable?

  public init(declaration: String, item: AnyHashable? = nil) {
    self.declaration = declaration
    self.item = item
  }
}
