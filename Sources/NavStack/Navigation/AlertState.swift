/// An alert or confirmation dialog, as data: a title, a message and buttons.
///
/// Focus starts on the cancel button; Tab and ←/→ move it, Enter presses, Esc takes the cancel
/// button, and each button also answers to its first letter.
@MainActor
public struct AlertState {
  public var title: String
  public var message: String
  public var buttons: [BarButton]

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
