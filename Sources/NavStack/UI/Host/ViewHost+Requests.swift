import FoundationEssentials

extension ViewHost {
  /// Applies what the views asked of the window since the last time, in the order asked.
  ///
  /// The one place a view's request takes effect: as an event settles (so the frame the
  /// event draws shows it, and a list's patch is noted before the event ends), and before a
  /// frame is drawn for what was asked between events.
  func applyRequests() {
    guard !requests.isEmpty else { return }
    requests.drain { apply($0) }
  }

  /// Applies one request: one the views queued, or one a frame's views sent as it was drawn.
  func apply(_ request: WindowRequest) {
    switch request {
    case .presentAlert(let state): present(state)
    case .showStatus(let message): statusMessage = message
    case .openURL(let url, let completion):
      let opened = openURL(url)
      completion?(opened)
    case .share(let text): share(text)
    case .framePatch(let patch): frameReuse.note(patch)
    // Only the frame just drawn holds the target; sent outside drawing, it names none.
    case .moveFocus(let id): drawnFocus?.request = id
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

extension ViewHost {
  /// Copies `text` to the clipboard when the runner can (`copiesToClipboard`), and says in
  /// the key bar what was copied, or what would have been.
  func share(_ text: String) {
    let shown = text.count > 60 ? String(text.prefix(59)) + "…" : text
    if let copiesToClipboard, copiesToClipboard(text) {
      statusMessage = "Copied to the clipboard: \(shown)"
    } else {
      statusMessage = "No clipboard here; would share: \(shown)"
    }
  }
}
