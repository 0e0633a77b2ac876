/// Every event goes through here: one way in, so replay and the terminal behave the same.
extension Window {
  /// Takes one key, click or resize and updates the state; below the minimum size only quit acts.
  public func handle(_ event: InputEvent) {
    let shown = lastSize.fits(.minimum)
    switch event {
    case .key(let key):
      statusMessage = nil
      if shown {
        if !handleKey(key), let plain = Self.fallback(for: key) { handleKey(plain) }
      } else if key == .control("c") || key == .character("q") {
        requestQuit()  // "Terminal too small" hides everything else: only quit acts
      }
    case .mouse(let mouse):
      if shown && mouse.button == .left { handleMouse(mouse) }
    case .resize:
      break  // every frame is laid out for the size it is drawn at
    }
    finishEvent()
  }

  /// A paste is text, never keys; while the terminal is too small it is ignored.
  public func handlePaste(_ text: String) {
    statusMessage = nil
    if lastSize.fits(.minimum) { paste(text) }
    finishEvent()
  }

  /// An unknown sequence the decoder dropped goes to the log, never to a screen.
  public func noteDroppedInput(_ description: String) {
    warn("input dropped: unknown sequence \(description)")
  }

  private func finishEvent() {
    settle()
    // Hit regions belong to the frame they were drawn in: after any event the next click must
    // wait for a new frame, so it never presses a button of a screen that has gone.
    lastBarButtons = []
    lastAlertButtons = []
    lastBackButton = nil
    lastKeyBarHits = []
  }

  /// The key a modified key acts as when nothing takes it (Ctrl+PgDn pages).
  ///
  /// A character never stands in for its modified form, so Ctrl+1 types nothing.
  private static func fallback(for key: Key) -> Key? {
    guard case .modified(let base, _) = key else { return nil }
    switch base {
    case .character, .alt: return nil
    default: return base
    }
  }

  /// A paste is text, and nothing in it runs a command.
  ///
  /// It goes into the focused field in one edit, into a list's filter as its text, and
  /// nowhere else.
  private func paste(_ text: String) {
    guard alert == nil else { return }
    barFocus = nil
    let screen = topScreen
    for candidate in screen.selfAndDescendants {
      if let field = candidate as? TextFieldScreen, field.isFocused {
        field.handlePaste(text)
        return
      }
      if let area = candidate as? TextArea, area.isFocused {
        area.handlePaste(text)
        return
      }
    }
    // Another editor (a list's filter) takes the text as typed characters, line breaks and
    // tabs as spaces, so no key in it can end the editing and act.
    guard screen.isEditingText else { return }
    for character in TextEditing.singleLine(text) where screen.isEditingText {
      _ = screen.handle(.character(character))
    }
  }

  @discardableResult
  private func handleKey(_ key: Key) -> Bool {
    if alert != nil {
      handleAlertKey(key)
      return true
    }
    if key == .control("g") {
      isInspectorShown.toggle()
      return true
    }
    if let focus = barFocus, handleBarFocusKey(key, focus: focus) { return true }
    let screen = topScreen
    if screen.handle(key) { return true }
    let editing = screen.isEditingText
    let bar = resolvedBar(for: layers.count - 1)
    let keyed = (bar.map { $0.leading + $0.trailing + $0.overflow + $0.bottomBar }) ?? []
    if let button = keyed.first(where: { $0.key == key && $0.isEnabled }) {
      button.action()
      return true
    }
    if let command = screen.keyCommands.first(where: { $0.keys.contains(key) }) {
      command.action()
      return true
    }
    switch key {
    case .escape:
      goBack()
    case .left, .character("h"):
      if !editing { goBack() }
    case .character("q"):
      if !editing { requestQuit() }
    case .control("c"):
      requestQuit()
    case .character("?"), .function(1):
      if !editing || key == .function(1) { showHelp() }
    case .tab:
      moveBarFocus(by: 1)
    case .backTab:
      moveBarFocus(by: -1)
    default:
      return false
    }
    return true
  }

  /// The enabled buttons of the top bar, leading then trailing, as Tab visits them.
  func barButtons() -> [BarButton] {
    guard let bar = resolvedBar(for: layers.count - 1) else { return [] }
    return (bar.leading + bar.trailing)
  }

  private func moveBarFocus(by step: Int) {
    let buttons = barButtons()
    guard !buttons.isEmpty else { return }
    let count = buttons.count + 1  // one past the last button: focus back on the content
    let current = barFocus ?? buttons.count
    let next = ((current + step) % count + count) % count
    barFocus = next == buttons.count ? nil : next
    if barFocus == nil { topScreen.focusEntered(forward: step > 0) }
  }

  private func handleBarFocusKey(_ key: Key, focus: Int) -> Bool {
    let buttons = barButtons()
    guard focus < buttons.count else {
      barFocus = nil
      return false
    }
    switch key {
    case .tab:
      moveBarFocus(by: 1)
    case .backTab:
      moveBarFocus(by: -1)
    case .enter, .space:
      barFocus = nil
      if buttons[focus].isEnabled { buttons[focus].action() }
    case .escape:
      barFocus = nil
    default:
      barFocus = nil
      return false
    }
    return true
  }

  private func handleAlertKey(_ key: Key) {
    guard let alert else { return }
    let count = alert.buttons.count
    switch key {
    case .tab, .right:
      alertFocus = (alertFocus + 1) % count
    case .backTab, .left:
      alertFocus = (alertFocus + count - 1) % count
    case .enter, .space:
      pressAlertButton(alertFocus)
    case .escape:
      pressAlertButton(alert.cancelIndex)
    case .character(let c):
      let letter = c.lowercased()
      if let index = alert.buttons.firstIndex(where: { $0.title.first?.lowercased() == letter }) {
        pressAlertButton(index)
      }
    default:
      break
    }
  }

  /// Closes the alert, then runs the button: an action may show the next alert (R33).
  func pressAlertButton(_ index: Int) {
    guard let alert, alert.buttons.indices.contains(index) else { return }
    self.alert = nil
    if let driver = alertDriver {
      alertDriver = nil
      driver.deactivate()
    }
    let button = alert.buttons[index]
    if button.isEnabled { button.action() }
  }

  private func handleMouse(_ event: MouseEvent) {
    if alert != nil {
      if event.kind == .click,
        let hit = lastAlertButtons.first(where: { $0.rect.contains(event.position) })
      {
        pressAlertButton(hit.index)
      }
      return
    }
    if event.kind == .click,
      let hit = lastKeyBarHits.first(where: { $0.rect.contains(event.position) })
    {
      hit.action()
      return
    }
    if event.kind == .click, let back = lastBackButton, back.contains(event.position) {
      goBack()
      return
    }
    if event.kind == .click,
      let hit = lastBarButtons.first(where: { $0.rect.contains(event.position) })
    {
      if hit.button.isEnabled { hit.button.action() }
      return
    }
    if lastContentRect.contains(event.position) || event.kind != .click {
      _ = topScreen.handleMouse(event, in: lastContentRect)
    }
  }

  /// Presents the help sheet for the screen on top, from the same declarations as the bars.
  func showHelp() {
    let screen = topScreen
    guard !(screen is HelpScreen) else { return }
    present(
      HelpScreen(entries: helpEntries(for: screen), buttons: helpButtons), withNavigation: true,
      onDismiss: nil)
  }
}
