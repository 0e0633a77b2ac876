/// A key a screen answers to outside its toolbar: `Enter Open`, `/ Filter`.
///
/// Declared once, it is listed by the key bar (when `showsInKeyBar`) and by help, and the window
/// runs it when one of its keys arrives.
@MainActor
public struct KeyCommand {
  /// What the key does, as the key bar and help show it: `Open`.
  public var title: String
  /// The keys that run it; the first is the one shown.
  public var keys: [Key]
  /// Whether the key bar lists it; help always does.
  public var showsInKeyBar: Bool
  /// What the key does.
  public var action: @MainActor () -> Void
  /// What each key does, for a command whose keys go different ways (↑ and ↓ in a list).
  public var keyAction: (@MainActor (Key) -> Void)?
  /// The view whose keys these are: the command is offered and run only while that view
  /// holds focus (a list's Enter Open); nil for a key of the whole screen.
  var focusID: ObjectIdentifier?
  /// Whether the screens inside the declaring view answer to it too: a tab view's keys act
  /// from every screen of its tabs' stacks.
  var reachesInnerScreens = false

  /// What `key` does.
  public func perform(_ key: Key) {
    if let keyAction { keyAction(key) } else { action() }
  }

  /// A command titled `title` that runs `action` on any of `keys`.
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
