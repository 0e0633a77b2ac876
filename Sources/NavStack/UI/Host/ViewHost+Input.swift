extension ViewHost {
  /// Routes a key: the alert, the focused view, the screen's shortcuts and bar buttons, then
  /// the window's own keys (focus, back, help, inspector, quit).
  func handleKey(_ key: Key) {
    statusMessage = nil
    if let alert {
      handleAlertKey(key, alert: alert)
      return
    }
    if isHelpShown {
      if let button = helpButtons.first(where: { $0.key == key && $0.isEnabled }) {
        isHelpShown = false
        button.action()
        return
      }
      if key == .escape || key == .character("?") || key == .function(1) || key == .left
        || key == .character("q")
      {
        isHelpShown = false
      }
      return
    }
    if key.isInterrupt {
      requestQuit()
      return
    }
    let focused = focusedTarget
    let editing = focused?.isTextInput ?? false
    if let focused, focused.handler(.key(key)) { return }
    // Enter and Space act on what holds focus first; the default action (a button with
    // `.keyboardShortcut(.defaultAction)`) takes Enter only when nothing focused used it.
    if key == .enter || (key == .character(" ") && !editing), let focused, !editing,
      focused.handler(.activate)
    {
      return
    }
    if let action = shortcutAction(for: key, editing: editing) {
      action()
      return
    }
    if let region = scrollRegion(for: key), region.state.page(key) { return }
    _ = performWindowCommand(key)
  }

  /// The region PgUp PgDn Home End scroll when no focused view took them: the innermost one
  /// holding focus, else the first that has more to show.
  func scrollRegion(for key: Key) -> ScrollRegion? {
    guard [.pageUp, .pageDown, .home, .end].contains(key) else { return nil }
    let focus = activeScreen?.keyFocusID
    if let focus, let holding = frame.scrollRegions.first(where: { $0.targetIDs.contains(focus) }) {
      return holding
    }
    return frame.scrollRegions.first { $0.state.maxOffset > 0 }
  }

  /// The target that holds focus in the top layer.
  var focusedTarget: FocusTarget? {
    guard let id = activeScreen?.keyFocusID else { return nil }
    return frame.targets.first { $0.id == id }
  }

  /// Tab, Shift+Tab, ↑ and ↓ move focus in reading order; Tab also reaches the bar.
  func moveFocus(by step: Int, includingBar: Bool) {
    guard let screen = activeScreen else { return }
    let targets = tabStops.filter { includingBar || !isBarTarget($0) }
    guard !targets.isEmpty else { return }
    let current = targets.firstIndex { $0.id == screen.keyFocusID }
    let next: Int
    if let current {
      next =
        includingBar
        ? (current + step + targets.count) % targets.count
        : min(max(0, current + step), targets.count - 1)
    } else {
      next = step > 0 ? 0 : targets.count - 1
    }
    focus(targets[next])
  }

  /// Gives `target` the keys: a bar button takes them while the content keeps its focus.
  func focus(_ target: FocusTarget) {
    guard let screen = activeScreen else { return }
    if isBarTarget(target) {
      screen.barFocusID = target.id
    } else {
      screen.barFocusID = nil
      screen.focusedID = target.id
    }
  }

  /// The targets Tab and the arrows move through: of a list's rows, only the highlighted
  /// one's controls are stops (R48), and the one holding focus.
  var tabStops: [FocusTarget] {
    let focus = activeScreen?.keyFocusID
    return frame.targets.filter { $0.listRow?.isTabStop ?? true || $0.id == focus }
  }

  func isBarTarget(_ target: FocusTarget) -> Bool {
    frame.barTargetIDs.contains(target.id)
  }

  /// The action of a key that a bar button or a shortcut declares on the active screen.
  func shortcutAction(for key: Key, editing: Bool) -> (@MainActor () -> Void)? {
    guard let screen = activeScreen else { return nil }
    guard key.isCommand(whileEditing: editing) else { return nil }
    for (shortcut, button) in screen.declarations.shortcuts where shortcut.key == key {
      let action = button.action
      return button.isEnabled ? action : {}
    }
    for button in activeBarButtons where button.key == key && button.isEnabled {
      return button.action
    }
    for command in activeCommands where command.keys.contains(key) {
      return { command.perform(key) }
    }
    return nil
  }

  /// The bar buttons on show, with their keys: the top screen's, then, in a split view whose
  /// columns stand side by side, each other column's bar (none where a bar is hidden or bare).
  var activeBarButtons: [BarButton] {
    guard let screen = activeScreen, let layer = layers.last else { return [] }
    let shown = [screen] + layer.screens.filter { $0 !== screen && $0.isVisible }
    return shown.flatMap { each -> [BarButton] in
      guard let stack = each.stack, !stack.isNested, stack.topContext === each,
        !each.declarations.isToolbarHidden,
        // A column whose own stack draws the bar in its place.
        each.columnStack.map({ $0.columnScreen !== each }) ?? true
      else { return [] }
      return ToolbarResolver.items(of: each).compactMap(\.button)
    }
  }

  /// Back: pop, or dismiss a presented layer at its root unless that is disabled (R30).
  func goBack() {
    if let stack = activeStack, let back = stack.backStack {
      if stack.topContext.declarations.isBackButtonHidden { return }
      back.popByUser()
      return
    }
    guard layers.count > 1, let layer = layers.last, let presentation = layer.presentation
    else { return }
    let disabled = layer.screens.contains { $0.declarations.isInteractiveDismissDisabled }
    if !disabled { presentation.dismiss() }
  }

  /// Whether Back does something now, for the key bar.
  var canGoBack: Bool {
    if let stack = activeStack, stack.backStack != nil {
      return !stack.topContext.declarations.isBackButtonHidden
    }
    guard layers.count > 1, let layer = layers.last else { return false }
    return !layer.screens.contains { $0.declarations.isInteractiveDismissDisabled }
  }

  /// A click presses what is under it: an alert button, a key-bar entry, the back button, a focusable view (which takes focus).
  ///
  /// The wheel moves the focused list.
  func handleMouse(_ event: MouseEvent) {
    statusMessage = nil
    let point = event.position
    switch event.kind {
    case .wheelUp, .wheelDown:
      let key: Key = event.kind == .wheelUp ? .up : .down
      // A view under the pointer that scrolls on arrows (a list) takes the wheel; otherwise
      // the region under it scrolls.
      if let target = frame.targets.last(where: { $0.rect.contains(point) }) {
        var used = false
        for _ in 0..<3 where target.handler(.key(key)) { used = true }
        if used { return }
      }
      if let region = frame.scrollRegions.first(where: { $0.rect.contains(point) }) {
        region.state.wheel(by: key == .up ? -3 : 3)
      }
    case .click:
      if let alert {
        if let hit = frame.alertButtons.first(where: { $0.rect.contains(point) }) {
          press(alertButton: hit.index, of: alert)
        } else if let hit = frame.keyBar.first(where: { $0.rect.contains(point) }) {
          hit.action()
        }
        return
      }
      if let hit = frame.keyBar.first(where: { $0.rect.contains(point) }) {
        hit.action()
        return
      }
      if let region = frame.clickRegions.first(where: { $0.rect.contains(point) }) {
        region.action()
        return
      }
      if let target = frame.targets.last(where: { $0.rect.contains(point) }) {
        // A bar button acts where it is clicked and leaves focus where it was, as a tap on
        // iOS does; a view in the content takes focus (R50).
        if !isBarTarget(target) { focus(target) }
        _ = target.handler(.click(point))
      }
    }
  }
}

extension Key {
  /// Ctrl+C, also when an Esc just before it made it Alt+Ctrl+C: it always means quit.
  var isInterrupt: Bool {
    self == .control("c") || self == .modified(.control("c"), .alt)
  }
}

extension Key {
  /// Whether the key can be a command now, a field being edited or not.
  ///
  /// In a text field a key that types a character types it: the one rule the key handler,
  /// the key bar, help and the window's commands share.
  func isCommand(whileEditing editing: Bool) -> Bool {
    if case .character = self { return !editing }
    return true
  }
}
