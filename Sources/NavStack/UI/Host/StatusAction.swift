/// Shows a one-line message in the key bar row until the next key: how a terminal app says
/// that a save failed, where an iOS app would show an alert or a banner.
///
/// Read it from the environment, as SwiftUI's `dismiss` is read:
/// `@Environment(\.showStatus) private var showStatus`, then `showStatus("Not saved: …")`.
@MainActor
public struct StatusAction {
  weak var host: ViewHost?

  /// Shows `message` in the key bar row.
  public func callAsFunction(_ message: String) {
    host?.statusMessage = message
  }
}

private struct StatusActionKey: EnvironmentKey {
  static var defaultValue: StatusAction { StatusAction(host: nil) }
}

extension EnvironmentValues {
  /// Shows a message in the key bar row; does nothing outside a window.
  public var showStatus: StatusAction {
    get { self[StatusActionKey.self] }
    set { self[StatusActionKey.self] = newValue }
  }
}
