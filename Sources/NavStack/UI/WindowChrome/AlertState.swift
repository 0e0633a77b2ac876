/// An alert or confirmation dialog, as data: a title, a message and buttons.
///
/// Focus starts on the cancel button; Tab and ←/→ move it, Enter presses, Esc takes the cancel
/// button, and each button also answers to its first letter.
@MainActor
public struct AlertState {
  /// The bold first line of the box.
  public var title: String
  /// The text under the title, wrapped to the box; empty for none.
  public var message: String
  /// The buttons, left to right.
  public var buttons: [BarButton]
  /// For a `Menu`: its lines top to bottom, each item one of `buttons` by index; empty for an
  /// alert.
  var menuLines: [AlertMenuLine] = []
  /// The button focused when it opens: a menu's first item, a picker's chosen option; nil
  /// for the cancel button.
  var focus: Int?

  /// An alert; with no buttons it gets one, `OK`, which cancels.
  public init(title: String, message: String = "", buttons: [BarButton]) {
    self.title = title
    self.message = message
    self.buttons = buttons.isEmpty ? [BarButton("OK", role: .cancel) {}] : buttons
  }

  /// The index of the cancel button, or the last button when none has that role.
  public var cancelIndex: Int {
    buttons.firstIndex(where: { $0.role == .cancel }) ?? max(0, buttons.count - 1)
  }
}

/// A line of a menu shown in the alert box.
enum AlertMenuLine {
  /// The button at this index; `opensMenu` draws `›` after it.
  case button(Int, opensMenu: Bool)
  /// A section's heading, dimmed.
  case heading(String)
  /// A rule across the box.
  case divider
}
