extension ViewHost {
  /// The alert to show: the window's own menu first, else the one the tree declares, its
  /// buttons read from the action views (an alert with none gets `OK`).
  func resolveAlert() {
    if let windowAlert {
      alert = ShownAlert(state: windowAlert) { [weak self] in self?.windowAlert = nil }
      return
    }
    guard let declared = declaredAlert else {
      alert = nil
      return
    }
    let title: String
    switch declared.style {
    case .alert(let text): title = text
    case .confirmationDialog(let text, _): title = text
    case .sheet, .fullScreenCover: title = ""
    }
    let dismiss = declared.dismiss
    var buttons: [BarButton] = []
    for info in declared.node.buttons().map(\.info) {
      let action = info.action
      buttons.append(
        BarButton(
          info.node?.displayText ?? "OK",
          role: info.role == .cancel ? .cancel : info.role == .destructive ? .destructive : nil,
          isEnabled: info.isEnabled
        ) {
          dismiss()
          action()
        })
    }
    if buttons.isEmpty { buttons = [BarButton("OK", role: .cancel) { dismiss() }] }
    if case .confirmationDialog = declared.style, !buttons.contains(where: { $0.role == .cancel }) {
      buttons.append(BarButton("Cancel", role: .cancel) { dismiss() })
    }
    let state = AlertState(
      title: title, message: declared.message?.displayText ?? "", buttons: buttons)
    if alert == nil || alert?.state.title != title { alertFocus = state.cancelIndex }
    alert = ShownAlert(state: state, dismiss: dismiss)
  }

  /// Shows the overflow menu of a bar (R23).
  func showMenu(_ buttons: [BarButton]) {
    var items = buttons
    items.append(BarButton("Cancel", role: .cancel) {})
    windowAlert = AlertState(title: "More", buttons: items)
    alertFocus = items.count - 1
    resolveAlert()
  }

  /// Opens a `Menu`: its lines in a box, one item a row, focus on the first item; Esc takes
  /// the Cancel added at the end.
  func showMenu(title: String, lines: [MenuLine]) {
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
    windowAlert = state
    alertFocus = first
    resolveAlert()
  }

  /// Keys while an alert is up: Tab and arrows choose, Enter acts, Esc cancels, and each
  /// button answers to its first letter.
  func handleAlertKey(_ key: Key, alert: ShownAlert) {
    let buttons = alert.state.buttons
    switch key {
    case .tab, .right, .down:
      alertFocus = (alertFocus + 1) % max(1, buttons.count)
    case .backTab, .left, .up:
      alertFocus = (alertFocus + buttons.count - 1) % max(1, buttons.count)
    case .enter, .character(" "):
      press(alertButton: alertFocus, of: alert)
    case .escape:
      press(alertButton: alert.state.cancelIndex, of: alert)
    case .character(let character):
      let letter = Character(character.lowercased())
      if let index = buttons.firstIndex(where: { $0.title.lowercased().first == letter }) {
        press(alertButton: index, of: alert)
      }
    case _ where key.isInterrupt:
      isFinished = true
    default:
      break
    }
  }

  func press(alertButton index: Int, of alert: ShownAlert) {
    guard alert.state.buttons.indices.contains(index) else { return }
    let button = alert.state.buttons[index]
    guard button.isEnabled else { return }
    windowAlert = nil
    self.alert = nil
    button.action()
  }
}

extension ViewHost {
  /// Shows an alert the window itself asks (a quit prompt, a recovery offer), above the tree's.
  public func present(_ state: AlertState) {
    windowAlert = state
    alertFocus = state.cancelIndex
    resolveAlert()
    needsFrame = true
  }
}
