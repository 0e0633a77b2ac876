/// Where a scrolled region is (a `ScrollView`, a `Form`), and what its last frame held.
///
/// One mechanism for every region that shows part of its content: keys (PgUp PgDn Home End),
/// the wheel and the scroll indicator move it past any row, focusable or not, and focus
/// follows into sight (or, with nothing focusable in sight, leaves the region); the region
/// keeps the focused view in sight as it changes, so typing never goes out of view.
@MainActor
final class ScrollState {
  var offset = 0
  var contentHeight = 0
  var pageHeight = 1
  /// The content's focus targets, in content rows.
  var targets: [(id: ObjectIdentifier, rect: Rect)] = []
  weak var screen: ScreenContext?

  var maxOffset: Int { max(0, contentHeight - pageHeight) }

  /// Scrolls by `rows`; returns whether it moved.
  @discardableResult
  func scroll(by rows: Int) -> Bool {
    let old = offset
    offset = min(maxOffset, max(0, offset + rows))
    return offset != old
  }

  /// PgUp PgDn a page, Home End to the ends; false for other keys.
  ///
  /// Focus goes to the first view in sight, as a page of a list moves its highlight.
  func page(_ key: Key) -> Bool {
    let step = max(1, pageHeight - 1)
    switch key {
    case .pageDown: scroll(by: step)
    case .pageUp: scroll(by: -step)
    case .home: offset = 0
    case .end: offset = maxOffset
    default: return false
    }
    focusInSight(movingToFirst: true)
    return true
  }

  /// Scrolls by `rows` from the wheel or the indicator, keeping focus in sight as a page does.
  func wheel(by rows: Int) {
    scroll(by: rows)
    focusInSight()
  }

  /// Moves focus to the first view in sight when the focused one of this region went out of
  /// it, or on a page; with none in sight, no view keeps focus, so that typing never goes into a field the
  /// user cannot see (Tab or ↓ bring focus back, and the region scrolls to it).
  func focusInSight(movingToFirst: Bool = false) {
    guard let screen, let focusedID = screen.focusedID,
      let focused = targets.first(where: { $0.id == focusedID })
    else { return }
    let inSight = { (rect: Rect) in
      rect.y >= self.offset && rect.maxY <= self.offset + self.pageHeight
    }
    if !movingToFirst && inSight(focused.rect) { return }
    if let shown = targets.first(where: { inSight($0.rect) }) {
      screen.focusedID = shown.id
    } else {
      screen.focusedID = nil
      screen.isFocusResigned = true
    }
  }

  /// Keeps the focused view's rectangle (in content rows) in sight, and the offset in range.
  func follow(focusedAt rect: Rect?) {
    if let rect {
      if rect.maxY > offset + pageHeight { offset = rect.maxY - pageHeight }
      if rect.y < offset { offset = rect.y }
    }
    offset = min(maxOffset, max(0, offset))
  }
}

/// A scrolled region as a frame drew it: where a wheel over it or a key for it goes.
@MainActor
struct ScrollRegion {
  let rect: Rect
  let state: ScrollState
  /// The focus targets inside, so that PgDn scrolls the region that holds focus.
  let targetIDs: [ObjectIdentifier]
}
