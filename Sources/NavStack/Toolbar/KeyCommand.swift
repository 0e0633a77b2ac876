/// A key a screen answers to outside its toolbar: `Enter Open`, `/ Filter`.
///
/// Declared once, it is listed by the key bar (when `showsInKeyBar`) and by help, and the window
/// runs it when one of its keys arrives.
@MainActor
public struct KeyCommand {
  public var title: String
  public var keys: [Key]
  public var showsInKeyBar: Bool
  public var action: @MainActor () -> Void

  public init(
    _ title: String, keys: [Key], showsInKeyBar: Bool = true,
    action: @escaping @MainActor () -> Void
  ) {
    self.title = title
    self.keys = keys
    self.showsInKeyBar = showsInKeyBar
    self.action = action
  }

  /// The label for the key bar and help: the first key's short name.
  public var keyLabel: String { keys.first.map(KeyName.label(of:)) ?? "" }
}
