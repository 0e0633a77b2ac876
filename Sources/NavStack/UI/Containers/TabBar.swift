/// Draws a tab view's bar: the tabs share the row, each centred in its part as `1 ⌂ Home 3`,
/// the digit that selects it first and its badge last; the shown tab is reversed.
///
/// The bar is the row above the key bar, where an iOS user finds it, and keeps the bar's
/// colours so it reads as chrome, not content. A click on a tab's part chooses it.
@MainActor
enum TabBar {
  static func draw(
    _ tabs: [TabInfo], shown: ViewNode?, in row: Rect, context: inout RenderContext,
    choose: @escaping @MainActor (TabInfo) -> Void
  ) {
    guard !tabs.isEmpty, row.width > 0, context.isVisible else { return }
    context.canvas.fill(row, style: .bar)
    let width = row.width / tabs.count
    for (index, tab) in tabs.enumerated() {
      let x = row.x + index * width
      let part = Rect(
        x: x, y: row.y, width: index == tabs.count - 1 ? row.maxX - x : width, height: 1)
      let isShown = tab.node === shown
      let key = index < 9 ? "\(index + 1) " : ""
      let badge = tab.badge.map { " " + Sanitizer.sanitize($0) } ?? ""
      let room = max(0, part.width - 2 - key.cellWidth - badge.cellWidth)
      let title = Sanitizer.sanitize(tab.title).truncated(toWidth: room)
      let total = key.cellWidth + title.cellWidth + badge.cellWidth
      var column = part.x + max(0, (part.width - total) / 2)
      let style = isShown ? Style.bar.adding(.reverse) : Style.bar
      if isShown { context.canvas.fill(part, style: style) }
      column += context.draw(key, x: column, y: row.y, style: style.adding(.dim))
      column += context.draw(title, x: column, y: row.y, maxWidth: room, style: style)
      if !badge.isEmpty {
        let badgeStyle = Style(.bold, role: .barButton).adding(isShown ? .reverse : [])
        context.draw(badge, x: column, y: row.y, style: badgeStyle)
      }
      context.clickRegions.append((part, { choose(tab) }))
    }
  }
}
