/// What a name sheet names, by id, so its typed name can be kept as a draft and reopened.
public struct NameEditorTarget: Equatable, Sendable {
  /// The draft kind that reopens this sheet.
  public var kind: Draft.Kind
  /// The folder renamed, or the folder of the item renamed; empty for a new folder.
  public var folderID: String
  /// The item renamed, for Rename Item.
  public var itemID: String?

  /// A target of this kind, naming its folder and item by id.
  public init(kind: Draft.Kind, folderID: String = "", itemID: String? = nil) {
    self.kind = kind
    self.folderID = folderID
    self.itemID = itemID
  }
}
