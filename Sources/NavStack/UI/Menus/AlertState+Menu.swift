extension AlertState {
  /// A bar's overflow menu (R23): the buttons that did not fit, then Cancel, which holds focus.
  static func overflowMenu(_ buttons: [BarButton]) -> AlertState {
    var state = AlertState(
      title: "More", buttons: buttons + [BarButton("Cancel", role: .cancel) {}])
    state.focus = state.buttons.count - 1
    return state
  }

  /// An open `Menu`: its lines in a box, one item a row, focus on the first item that acts;
  /// Esc takes the Cancel added at the end.
  static func menu(title: String, lines: [MenuLine]) -> AlertState {
    var buttons: [BarButton] = []
    var shown: [AlertMenuLine] = []
    for line in lines {
      switch line {
      case .item(let button, let opensMenu):
        shown.append(.button(buttons.count, opensMenu: opensMenu))
        buttons.append(button)
      case .heading(let text): shown.append(.heading(text))
      case .divider: shown.append(.divider)
      }
    }
    let first = buttons.firstIndex(where: \.isEnabled) ?? buttons.count
    shown.append(.divider)
    shown.append(.button(buttons.count, opensMenu: false))
    buttons.append(BarButton("Cancel", role: .cancel) {})
    var state = AlertState(title: title, buttons: buttons)
    state.menuLines = shown
    state.focus = first
    return state
  }
}
