/// What one navigation bar shows, after placements are mapped to regions.
@MainActor
public struct ResolvedToolbar {
  /// The title, centred on the bar.
  public var title: String
  /// `< Previous`, or nil at a stack's root or when hidden (R10).
  public var backLabel: String?
  /// The buttons after the back button, left to right.
  public var leading: [BarButton] = []
  /// The buttons at the right end, left to right.
  public var trailing: [BarButton] = []
  /// A `principal` text in the title's place (R12).
  public var principal: String?
  /// `bottomBar` buttons, listed first in the key bar.
  public var bottomBar: [BarButton] = []
  /// Trailing buttons that did not fit, reachable through the `…` button and by their keys.
  public var overflow: [BarButton] = []

  /// Sorts `items` into regions in declaration order (R18–R20).
  public init(title: String, backLabel: String?, items: [BarItem]) {
    self.title = title
    self.backLabel = backLabel
    for item in items {
      let region = item.placement.region(backButtonShown: backLabel != nil)
      switch (region, item.content) {
      case (.leading, .button(let button)): leading.append(button)
      case (.trailing, .button(let button)): trailing.append(button)
      case (.bottomBar, .button(let button)): bottomBar.append(button)
      case (.principal, .button(let button)): principal = button.title
      case (_, .text(let text)): if region == .principal { principal = text }
      }
    }
  }

  /// Fits a first leading button that stands in for the hidden back button as the back button
  /// is fitted (R8), for a bar `width` cells wide.
  ///
  /// Code that asks before leaving hides the back button and puts its own first, labelled with
  /// the back chevron and the title it goes back to (`Label("Work", systemImage:
  /// "chevron.left")`, drawn `‹ Work`). It reads `‹ Back` when `‹ Work` would not fit in the
  /// back button's room, and `‹` when even that would not, so that a long title never pushes
  /// the bar's other buttons into its `…` menu.
  public mutating func fitBackButtonStandIn(width: Int) {
    guard backLabel == nil, let first = leading.first, first.title.hasPrefix("‹ ") else { return }
    let fitted = NavigationBar.backLabel(
      previousTitle: String(first.title.dropFirst(2)), barWidth: width)
    leading[0].title = "‹" + fitted.dropFirst()
  }

  /// Collapses trailing buttons that do not fit in `width`, last declared first, into a `…` button
  /// that runs `showMenu` with them (R23).
  ///
  /// The title keeps a few cells.
  public mutating func collapseOverflow(
    width: Int, showMenu: @escaping @MainActor ([BarButton]) -> Void
  ) {
    func cells(_ button: BarButton) -> Int { "[\(button.title)]".cellWidth + 1 }
    let used = (backLabel.map { $0.cellWidth + 2 } ?? 0) + leading.reduce(0) { $0 + cells($1) }
    let title = min((principal ?? self.title).cellWidth, 10) + 1
    var trailingWidth = trailing.reduce(0) { $0 + cells($1) }
    guard used + title + trailingWidth > width, !trailing.isEmpty else { return }
    let more = "[…]".cellWidth + 1
    while let last = trailing.last, used + title + trailingWidth + more > width {
      trailing.removeLast()
      overflow.insert(last, at: 0)
      trailingWidth -= cells(last)
    }
    let hidden = overflow
    trailing.append(BarButton("…", help: "More") { showMenu(hidden) })
  }
}
