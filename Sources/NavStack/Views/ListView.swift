/// A list with selection, scrolling and the `/` filter: what every list screen shows.
///
/// It owns no rows: `count`, `title` and `trailing` are asked for the visible ones only, so a
/// million rows cost what twenty do. While the filter is on, its line sits at the bottom of the
/// list with the number of matches; Esc clears it.
@MainActor
public final class ListView {
  /// The selection and scroll, which outlive a push and a pop.
  public let state = ListState()
  /// The `/` filter and its matches.
  public private(set) var filter = ListFilter()
  private var queryEditing = TextEditing("")
  let count: @MainActor () -> Int
  let title: @MainActor (Int) -> String
  let trailing: @MainActor (Int) -> String

  /// A list of `count()` rows, each showing `title(i)` on the left and `trailing(i)` on the right.
  public init(
    count: @escaping @MainActor () -> Int, title: @escaping @MainActor (Int) -> String,
    trailing: @escaping @MainActor (Int) -> String = { _ in "" }
  ) {
    self.count = count
    self.title = title
    self.trailing = trailing
  }

  /// The number of rows shown (matches while filtered).
  public var visibleCount: Int { filter.visibleCount(of: count()) }

  /// The row index (in the whole list) under the selection, nil when nothing is shown.
  public var selectedIndex: Int? {
    let visible = visibleCount
    guard visible > 0 else { return nil }
    return filter.index(at: min(state.selection, visible - 1))
  }

  /// Whether keys go into the filter's query now.
  public var isEditingFilter: Bool { filter.isEditing }

  /// Selects the row with this index in the whole list (shown when filtered out: the filter
  /// is cleared).
  public func select(index: Int) {
    if filter.isActive {
      if let position = filter.matches.firstIndex(of: index) {
        state.select(position, count: visibleCount)
        return
      }
      clearFilter()
    }
    state.select(index, count: count())
  }

  /// Recomputes the matches after the rows changed (an add, a rename, a delete).
  public func refresh() {
    guard let query = filter.query else {
      state.clamp(count: count())
      return
    }
    filter.update(query: "", count: count(), name: title)
    filter.update(query: query, count: count(), name: title)
    state.clamp(count: visibleCount)
  }

  /// Drops the filter, keeping the selected row selected.
  public func clearFilter() {
    let keep = selectedIndex
    filter.clear()
    if let keep { state.select(keep, count: count()) }
  }

  /// Moves the selection or edits the filter for `key`; false when the list has no use for it.
  public func handle(_ key: Key) -> Bool {
    if filter.isEditing {
      switch key {
      case .enter, .down, .up:
        filter.isEditing = false
        return key == .enter ? true : state.handle(key, count: visibleCount)
      case .escape:
        clearFilter()
        return true
      default:
        guard queryEditing.apply(key) else { return false }
        filter.update(query: queryEditing.text, count: count(), name: title)
        state.select(0, count: visibleCount)
        return true
      }
    }
    if key == .character("/") {
      queryEditing = TextEditing(filter.query ?? "")
      filter.begin()
      filter.update(query: queryEditing.text, count: count(), name: title)
      return true
    }
    if key == .escape && filter.isActive {
      clearFilter()
      return true
    }
    return state.handle(key, count: visibleCount)
  }

  /// The whole-list index of a click, if it hit a row.
  public func index(at point: Point, in rect: Rect) -> Int? {
    state.index(at: point, in: listRect(rect), count: visibleCount).map(filter.index(at:))
  }

  /// Scrolls by `rows` (negative: up), as the mouse wheel does.
  public func scroll(by rows: Int) {
    state.scroll(by: rows, count: visibleCount)
  }

  /// A click selects the row under it and runs `open`; the wheel scrolls three rows.
  public func handleMouse(_ event: MouseEvent, in rect: Rect, open: () -> Void) -> Bool {
    switch event.kind {
    case .click:
      guard let index = index(at: event.position, in: rect) else { return false }
      select(index: index)
      open()
    case .wheelUp: scroll(by: -3)
    case .wheelDown: scroll(by: 3)
    }
    return true
  }

  private func listRect(_ rect: Rect) -> Rect {
    filter.isActive ? Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height - 1) : rect
  }

  /// Draws the visible rows, then the filter line when filtering; `empty` when there are none.
  public func draw(in canvas: inout Canvas, rect: Rect, empty: String) {
    let list = listRect(rect)
    let visible = visibleCount
    if visible == 0 {
      let message = filter.isActive ? "No matches." : empty
      canvas.draw(message, x: rect.x + 2, y: rect.y + 1, maxWidth: rect.width - 2, style: .muted)
    } else {
      state.draw(in: &canvas, rect: list, count: visible) { position in
        let index = filter.index(at: position)
        return (title(index), trailing(index))
      }
    }
    guard filter.isActive, rect.height > 1 else { return }
    let y = rect.maxY - 1
    let counter = "\(visible) of \(count())"
    let line = "/" + (filter.query ?? "")
    canvas.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), style: Style(role: .accent))
    canvas.draw(
      line, x: rect.x, y: y, maxWidth: rect.width - counter.count - 2, style: Style(role: .accent))
    canvas.draw(counter, x: rect.maxX - counter.count - 1, y: y, style: Style(.dim, role: .accent))
    if filter.isEditing {
      let cursor = queryEditing.characters[..<queryEditing.cursor].reduce(1) {
        $0 + Sanitizer.safe($1).cellWidth
      }
      canvas.cursor = Point(x: rect.x + min(cursor, rect.width - 1), y: y)
    }
  }
}
