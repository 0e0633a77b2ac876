/// Shows a one-line message in the key bar row until the next key: how a terminal app says
/// that a save failed, where an iOS app would show an alert or a banner.
///
/// Read it from the environment, as SwiftUI's `dismiss` is read:
/// `@Environment(\.showStatus) private var showStatus`, then `showStatus("Not saved: …")`.
@MainActor
public struct StatusAction {
  /// The window's requests, where the message goes; nil outside a window.
  let requests: WindowRequestQueue?

  /// Shows `message` in the key bar row.
  public func callAsFunction(_ message: String) {
    requests?.send(.showStatus(message))
  }
}

private struct StatusActionKey: EnvironmentKey {
  static var defaultValue: StatusAction { StatusAction(requests: nil) }
}

extension EnvironmentValues {
  /// Shows a message in the key bar row; does nothing outside a window.
  public var showStatus: StatusAction {
    get { self[StatusActionKey.self] }
    set { self[StatusActionKey.self] = newValue }
  }
}
