import FoundationEssentials

/// What a view asks of the window it is shown in: the view sends it as a value, and the
/// window applies it as it settles the event (`ViewHost.applyRequests()`).
///
/// Views do not hold the window: a picker that opens its options, a menu, a bar's `…`, a
/// status line, a link or a list whose highlight moved describe what they want here, so they
/// can be drawn and pressed with no window at all, and what a window does with a request is
/// read in one place.
@MainActor
enum WindowRequest {
  /// Shows an alert or a menu over the screen: a picker's options, a `Menu`, a bar's `…`.
  ///
  /// This case and `openURL` are boxed, sent once in a while as they are: the request
  /// sent on most keys (`framePatch`) is then two words, cheap to queue and to apply.
  indirect case presentAlert(AlertState)
  /// Shows a one-line message in the key bar row until the next key.
  case showStatus(String)
  /// Opens a URL outside the window; `completion` hears whether it was opened.
  indirect case openURL(URL, completion: ((Bool) -> Void)?)
  /// Puts text on the terminal's clipboard, or says what would have been copied.
  case share(String)
  /// Says that this patch alone answered the event (a list's highlight moved), so the next
  /// frame can be the last one with the patch drawn into it (`FramePatch`).
  case framePatch(any FramePatch)
  /// Moves focus to the view drawn as the focus target of this identity: `@FocusState` set
  /// before its view was drawn, a search field opened, a key into a list row's controls.
  ///
  /// The target is known only as the frame is drawn, so the view sends this while it draws,
  /// with the frame (`RenderContext.send(_:)`); the window applies it once that frame is drawn,
  /// when the frame's top layer holds the target.
  case moveFocus(ObjectIdentifier)
}

/// The requests a window's views have sent and the window has not yet applied.
///
/// One per window, reached by views through the environment (`windowRequests`).
@MainActor
final class WindowRequestQueue {
  private(set) var pending: [WindowRequest] = []

  /// Whether nothing waits to be applied.
  var isEmpty: Bool { pending.isEmpty }

  /// Queues `request` for the window.
  func send(_ request: WindowRequest) { pending.append(request) }

  /// The requests sent so far, in order, leaving none: what a test reads where no window
  /// applies them.
  func take() -> [WindowRequest] {
    defer { pending = [] }
    return pending
  }

  /// Hands `apply` each request in the order sent, those sent while it runs included, and
  /// empties the queue, keeping its room: a list's patch is sent on most keys, and a queue
  /// let go of each time would be made again for the next.
  func drain(_ apply: (WindowRequest) -> Void) {
    var index = 0
    while index < pending.count {
      apply(pending[index])
      index += 1
    }
    // One by one from the end: most often there is one, and this keeps the room.
    while !pending.isEmpty { pending.removeLast() }
  }
}

private struct WindowRequestsKey: EnvironmentKey {
  static var defaultValue: WindowRequestQueue? { nil }
}

extension EnvironmentValues {
  /// The window's request queue; nil outside a window, where requests are dropped.
  var windowRequests: WindowRequestQueue? {
    get { self[WindowRequestsKey.self] }
    set { self[WindowRequestsKey.self] = newValue }
  }
}
