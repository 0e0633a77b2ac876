import FoundationEssentials

/// Opens a URL, as SwiftUI's `OpenURLAction`: read `@Environment(\.openURL)` and call it, or
/// set one with `.environment(\.openURL, OpenURLAction { url in … })` to handle links first.
///
/// The system's action opens the URL with `xdg-open` when the terminal app runs interactively
/// and it is installed; otherwise, and in replays and tests, the key bar says the URL, so a
/// user can copy it and nothing is opened behind a script's back.
@MainActor
public struct OpenURLAction {
  /// What a handler did with a URL, as SwiftUI's `OpenURLAction.Result`.
  public struct Result: Sendable {
    let kind: Kind
    let url: URL?
    enum Kind: Sendable { case handled, discarded, systemAction }

    /// The handler opened it.
    public static let handled = Result(kind: .handled, url: nil)
    /// The handler chose not to open it.
    public static let discarded = Result(kind: .discarded, url: nil)
    /// The system opens it.
    public static let systemAction = Result(kind: .systemAction, url: nil)
    /// The system opens `url` instead.
    public static func systemAction(_ url: URL) -> Result {
      Result(kind: .systemAction, url: url)
    }
  }

  let handler: @MainActor (URL) -> Result
  /// The window's requests, where the system's action goes; nil outside a window.
  var requests: WindowRequestQueue?

  /// An action that asks `handler` first; `.systemAction` passes the URL on to the system.
  public init(handler: @escaping @MainActor (URL) -> Result) {
    self.handler = handler
  }

  nonisolated init(requests: WindowRequestQueue?) {
    self.handler = { _ in .systemAction }
    self.requests = requests
  }

  /// Opens `url`.
  public func callAsFunction(_ url: URL) {
    open(url, completion: nil)
  }

  /// Opens `url`, then tells `completion` whether it was opened: at once when a handler
  /// answered, else when the window has asked the system.
  public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    open(url, completion: completion)
  }

  private func open(_ url: URL, completion: ((Bool) -> Void)?) {
    let result = handler(url)
    switch result.kind {
    case .handled: completion?(true)
    case .discarded: completion?(false)
    case .systemAction:
      guard let requests else {
        completion?(false)
        return
      }
      requests.send(.openURL(result.url ?? url, completion: completion))
    }
  }
}

private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction(requests: nil) }
}

extension EnvironmentValues {
  /// Opens a URL: `Link` calls it, and so can any view (`openURL(url)`).
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set {
      var action = newValue
      // A handler set by the app passes what it leaves to the window's own.
      if action.requests == nil { action.requests = self[OpenURLKey.self].requests }
      self[OpenURLKey.self] = action
    }
  }
}
