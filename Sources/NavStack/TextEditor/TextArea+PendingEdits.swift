extension TextArea {
  /// The areas holding edits their bindings have not been given yet (see `TextWriteSchedule`).
  private static var withPendingEdits: [ObjectIdentifier: WeakTextArea] = [:]

  /// Keeps or forgets `area` among those with edits to write.
  static func note(_ area: TextArea, hasPendingEdits: Bool) {
    let id = ObjectIdentifier(area)
    if hasPendingEdits {
      if withPendingEdits[id] == nil { withPendingEdits[id] = WeakTextArea(area) }
    } else {
      withPendingEdits[id] = nil
    }
  }

  /// How long typing pauses before the run loop writes the edits held back.
  static let pauseMilliseconds = 100

  /// Whether any area holds edits its binding has not been given yet.
  static var hasPendingEdits: Bool { !withPendingEdits.isEmpty }

  /// Writes every area's pending edits to its binding, so code about to read one sees the
  /// text as shown: the run loop (`EventLoop`) calls it when typing pauses, before a timer
  /// falls due and as a run in real time ends, so a draft kept on the way out holds it.
  public static func commitPendingEdits() {
    let areas = withPendingEdits.values.compactMap(\.area)
    withPendingEdits = [:]
    for area in areas { area.commit() }
  }

  /// Writes the pending edits before `event` is handled, unless it is a key that goes to the
  /// focused area first (which writes them itself when it declines the key).
  ///
  /// Ctrl+C asks to quit before any view sees it, and a click or a resize goes elsewhere, so
  /// those read what the bindings hold only after the edits are written.
  public static func commitPendingEdits(before event: InputEvent) {
    guard !withPendingEdits.isEmpty else { return }
    if case .key(let key) = event, !key.isInterrupt { return }
    commitPendingEdits()
  }
}

/// An area held without keeping it alive: one that is gone has nothing left to write.
@MainActor
private final class WeakTextArea {
  weak var area: TextArea?

  init(_ area: TextArea) { self.area = area }
}
