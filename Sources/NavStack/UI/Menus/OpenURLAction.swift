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
  weak var host: ViewHost?

  /// An action that asks `handler` first; `.systemAction` passes the URL on to the system.
  public init(handler: @escaping @MainActor (URL) -> Result) {
    self.handler = handler
  }

  nonisolated init(host: ViewHost?) {
    self.handler = { _ in .systemAction }
    self.host = host
  }

  /// Opens `url`.
  public func callAsFunction(_ url: URL) {
    _ = open(url)
  }

  /// Opens `url`, then tells `completion` whether it was opened.
  public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    completion(open(url))
  }

  private func open(_ url: URL) -> Bool {
    let result = handler(url)
    switch result.kind {
    case .handled: return true
    case .discarded: return false
    case .systemAction: return host?.openURL(result.url ?? url) ?? false
    }
  }
}

private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction(host: nil) }
}

extension EnvironmentValues {
  /// Opens a URL: `Link` calls it, and so can any view (`openURL(url)`).
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set {
      var action = newValue
      // A handler set by the app passes what it leaves to the window's own.
      if action.host == nil { action.host = self[OpenURLKey.self].host }
      self[OpenURLKey.self] = action
    }
  }
}

extension ViewHost {
  /// Opens `url` outside the window when the runner can (`opensURL`); otherwise says it in
  /// the key bar.
  func openURL(_ url: URL) -> Bool {
    if let opensURL, opensURL(url) {
      statusMessage = "Opened \(url.absoluteString)"
      return true
    }
    statusMessage = "Open \(url.absoluteString)"
    return false
  }
}
