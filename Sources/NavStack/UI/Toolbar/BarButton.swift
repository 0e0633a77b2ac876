/// A button declared once: its label, its key, its role and what it does.
///
/// The bar draws it as `[Label]`, the key bar and help list its key, and the window presses it
/// when the key comes or it is clicked: one declaration, read by all four.
@MainActor
public struct BarButton {
  /// What the button means, as SwiftUI's `ButtonRole`.
  public enum Role: Hashable, Sendable { case cancel, destructive }

  /// The label, drawn as `[Title]`.
  public var title: String
  /// The key that presses it, when it has one.
  public var key: Key?
  /// Cancel or destructive, when the button is one.
  public var role: Role?
  /// Whether it can be pressed.
  public var isEnabled: Bool
  /// What the key bar and help call the button when its title is only a symbol (`+`).
  public var help: String?
  /// What pressing it does.
  public var action: @MainActor () -> Void
  /// The node of the view that declared the button, so focus can follow it across frames.
  var focusID: ObjectIdentifier?

  /// A button titled `title` that runs `action`.
  public init(
    _ title: String, key: Key? = nil, role: Role? = nil, isEnabled: Bool = true,
    help: String? = nil, action: @escaping @MainActor () -> Void
  ) {
    self.title = title
    self.help = help
    self.key = key
    self.role = role
    self.isEnabled = isEnabled
    self.action = action
  }

  /// The same button with a different enabled state, as SwiftUI's `.disabled(_:)`.
  public func disabled(_ isDisabled: Bool) -> BarButton {
    var copy = self
    copy.isEnabled = !isDisabled
    return copy
  }

  /// The same button answering to `key`, as SwiftUI's `.keyboardShortcut(_:)`.
  public func keyboardShortcut(_ key: Key) -> BarButton {
    var copy = self
    copy.key = key
    return copy
  }
}
