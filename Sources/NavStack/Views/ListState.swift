/// The selection and scroll of a list, kept by the screen that shows it.
///
/// A list never holds its rows: it knows how many there are and asks for the few it draws,
/// so a million rows cost what twenty do (SPEC §3). Because the screen keeps this object while
/// covered, popping back finds the same selection and scroll.
@MainActor
public final class ListState {
  /// The selected row's index; 0 in an empty list.
  public private(set) var selection = 0
  /// The index of the first row drawn.
  public private(set) var scrollOffset = 0
  /// The height of the last drawing, for paging.
  public private(set) var pageHeight = 10

  /// The first row selected, at the top.
  public init() {}

  /// Keeps the selection inside `0..<count` and on screen.
  public func clamp(count: Int) {
    selection = count == 0 ? 0 : min(max(0, selection), count - 1)
    scrollOffset = max(0, min(scrollOffset, max(0, count - pageHeight)))
    keepSelectionVisible()
  }

  /// Selects row `index` of `count`, kept in range and scrolled into view.
  public func select(_ index: Int, count: Int) {
    selection = index
    clamp(count: count)
  }

  /// Moves the selection for the list keys; true when the key was one of them.
  public func handle(_ key: Key, count: Int) -> Bool {
    switch key {
    case .up, .character("k"): select(selection - 1, count: count)
    case .down, .character("j"): select(selection + 1, count: count)
    case .pageUp:
      scrollOffset -= pageHeight
      select(selection - pageHeight, count: count)
    case .pageDown:
      scrollOffset += pageHeight
      select(selection + pageHeight, count: count)
    case .home, .character("g"): select(0, count: count)
    case .end, .character("G"): select(count - 1, count: count)
    default: return false
    }
    return true
  }

  /// Scrolls by `rows` without moving the selection off screen (the mouse wheel).
  public func scroll(by rows: Int, count: Int) {
    scrollOffset = max(0, min(scrollOffset + rows, max(0, count - pageHeight)))
    if selection < scrollOffset { selection = scrollOffset }
    if selection >= scrollOffset + pageHeight { selection = scrollOffset + pageHeight - 1 }
    selection = count == 0 ? 0 : min(selection, count - 1)
  }

  private func keepSelectionVisible() {
    if selection < scrollOffset { scrollOffset = selection }
    if selection >= scrollOffset + pageHeight { scrollOffset = selection - pageHeight + 1 }
    scrollOffset = max(0, scrollOffset)
  }

  /// Draws the visible rows; `row(index)` is called only for those.
  ///
  /// Each row shows the `›` marker and reverse video when selected, so the selection is seen
  /// without colour; `trailing` text (a count, a `✓`) is right-aligned.
  public func draw(
    in canvas: inout Canvas, rect: Rect, count: Int,
    row: (Int) -> (title: String, trailing: String)
  ) {
    pageHeight = max(1, rect.height)
    clamp(count: count)
    let end = min(count, scrollOffset + rect.height)
    guard scrollOffset < end else { return }
    for index in scrollOffset..<end {
      let y = rect.y + index - scrollOffset
      let isSelected = index == selection
      let style: Style = isSelected ? .selection : .plain
      if isSelected { canvas.fill(rect.row(index - scrollOffset), style: style) }
      let content = row(index)
      let trailing = Sanitizer.sanitize(content.trailing)
      let trailingWidth = trailing.cellWidth
      let titleSpace = max(0, rect.width - 2 - (trailingWidth > 0 ? trailingWidth + 3 : 1))
      canvas.draw(isSelected ? "›" : " ", x: rect.x, y: y, style: style)
      // A plain ASCII title that fits is drawn as it is: sanitising and cutting would copy it
      // twice to give the same text, and this runs for every row of every frame.
      let title =
        content.title.isPrintableASCII && content.title.utf8.count <= titleSpace
        ? content.title : Sanitizer.sanitize(content.title).truncated(toWidth: titleSpace)
      canvas.draw(title, x: rect.x + 2, y: y, style: style)
      if trailingWidth > 0 && trailingWidth < rect.width - 4 {
        canvas.draw(trailing, x: rect.maxX - 1 - trailingWidth, y: y, style: style)
      }
    }
  }

  /// The row index under a click at `point` inside `rect`, if any.
  public func index(at point: Point, in rect: Rect, count: Int) -> Int? {
    guard rect.contains(point) else { return nil }
    let index = scrollOffset + point.y - rect.y
    return index < count ? index : nil
  }
}
