extension ViewHost {
  /// The alert to show: the one presented to the window (its own, or one a view asked for)
  /// first, else the one the tree declares; either is an `AlertState`, drawn and pressed
  /// alike.
  func resolveAlert() {
    if let windowAlert {
      alert = ShownAlert(state: windowAlert) { [weak self] in self?.windowAlert = nil }
      return
    }
    guard let declared = declaredAlert else {
      alert = nil
      return
    }
    let state = AlertState(declared)
    if alert == nil || alert?.state.title != state.title { alertFocus = state.cancelIndex }
    alert = ShownAlert(state: state, dismiss: declared.dismiss)
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
  /// Shows an alert the window itself asks (a quit prompt, a recovery offer) or a view asked
  /// (`WindowRequest.presentAlert`: a picker's options, a menu), above the tree's.
  ///
  /// Focus starts on the button the alert names, else on its cancel button.
  public func present(_ state: AlertState) {
    windowAlert = state
    alertFocus = state.focus.map { min(max(0, $0), state.buttons.count - 1) } ?? state.cancelIndex
    resolveAlert()
    needsFrame = true
  }
}

extension AlertState {
  /// The alert or confirmation dialog the tree declares, its buttons read from the action
  /// views (an alert with none gets `OK`, a dialog without a cancel button gets `Cancel`);
  /// each button dismisses it, then acts.
  init(_ declared: PresentationDeclaration) {
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
    self.init(title: title, message: declared.message?.displayText ?? "", buttons: buttons)
  }
}
