/// Drawing a frame: each layer, its bar and content, sheets over it, then alert and overlays.
extension Window {
  /// The bar of a layer's top screen, or nil when it has none: bare content has no stack, so
  /// its toolbar is dropped (R15); `toolbar(.hidden)` hides it (R24).
  func resolvedBar(for layerIndex: Int, width: Int? = nil) -> ResolvedToolbar? {
    guard layers.indices.contains(layerIndex), let stack = layers[layerIndex].stack else {
      return nil
    }
    let top = stack.top
    guard !top.isNavigationBarHidden else { return nil }
    var back: String?
    if stack.count > 1 && !top.navigationBarBackButtonHidden {
      let previous = stack.entries[stack.count - 2].screen.effectiveTitle
      back = NavigationBar.backLabel(
        previousTitle: previous, barWidth: width ?? barWidth(for: layerIndex))
    }
    var bar = ResolvedToolbar(
      title: top.effectiveTitle, backLabel: back, items: top.mergedToolbarItems)
    bar.collapseOverflow(width: width ?? barWidth(for: layerIndex)) { [weak self] buttons in
      self?.show(
        AlertState(title: "More", buttons: buttons + [BarButton("Cancel", role: .cancel) {}]))
    }
    return bar
  }

  private func barWidth(for layerIndex: Int) -> Int {
    layerIndex == 0
      ? lastSize.width : SheetFrame.frame(depth: layerIndex, screen: lastSize).width - 2
  }

  /// The top bar's buttons sorted into regions, without the bar's layout (the back button's
  /// text, the overflow menu) that the key bar does not need: collapsing only moves trailing
  /// buttons, in order, into `overflow` and adds a `…` button that has no key.
  private func barButtonsByRegion(for layerIndex: Int) -> ResolvedToolbar? {
    guard layers.indices.contains(layerIndex), let stack = layers[layerIndex].stack else {
      return nil
    }
    let top = stack.top
    guard !top.isNavigationBarHidden else { return nil }
    let backShown = stack.count > 1 && !top.navigationBarBackButtonHidden
    return ResolvedToolbar(
      title: "", backLabel: backShown ? "" : nil, items: top.mergedToolbarItems)
  }

  /// The keys of the moment for the key bar: bottom-bar items, the screen's primary command,
  /// Back, its other commands, toolbar keys, then help and quit.
  ///
  /// Written with loops rather than `filter`, `contains(where:)` and `map`: each closure here
  /// would be checked at run time for running on the main actor (about 200 instructions a
  /// check, a dozen per frame).
  func keyBarEntries() -> [KeyBar.Entry] {
    keyBarItems().map(\.entry)
  }

  /// The key bar's entries with what a click on each does: the same as its key.
  func keyBarItems() -> [(entry: KeyBar.Entry, action: @MainActor () -> Void)] {
    let screen = topScreen
    let bar = barButtonsByRegion(for: layers.count - 1)
    var entries: [KeyBar.Entry] = []
    var actions: [@MainActor () -> Void] = []
    for button in bar?.bottomBar ?? [] {
      entries.append(KeyBar.Entry(key: "[\(button.title)]", title: ""))
      let action = button.action
      let enabled = button.isEnabled
      actions.append { if enabled { action() } }
    }
    var commands: [KeyCommand] = []
    var escapeIsCommand = false
    for command in screen.keyCommands {
      if command.showsInKeyBar { commands.append(command) }
      if command.keys.contains(.escape) { escapeIsCommand = true }
    }
    if let first = commands.first {
      var primary = entry(for: first)
      primary.isEssential = true
      entries.append(primary)
      actions.append(first.action)
    }
    if canGoBack && !escapeIsCommand {
      entries.append(KeyBar.Entry(key: "Esc", title: "Back", isEssential: true))
      actions.append { [weak self] in self?.goBack() }
    }
    for command in commands.dropFirst() {
      entries.append(entry(for: command))
      actions.append(command.action)
    }
    for button in (bar?.leading ?? []) + (bar?.trailing ?? []) + (bar?.overflow ?? []) {
      if let key = button.key, button.isEnabled {
        entries.append(
          KeyBar.Entry(key: KeyName.label(of: key), title: button.help ?? button.title))
        actions.append(button.action)
      }
    }
    if !screen.isEditingText && !(screen is HelpScreen) {
      entries.append(KeyBar.Entry(key: "?", title: "Help", isEssential: true))
      actions.append { [weak self] in self?.showHelp() }
      entries.append(KeyBar.Entry(key: "q", title: "Quit", isEssential: true))
      actions.append { [weak self] in self?.requestQuit() }
    }
    var items: [(entry: KeyBar.Entry, action: @MainActor () -> Void)] = []
    for index in entries.indices { items.append((entries[index], actions[index])) }
    return items
  }

  private func entry(for command: KeyCommand) -> KeyBar.Entry {
    KeyBar.Entry(key: command.keyLabel, title: command.title)
  }

  /// Everything `screen` answers to, for the help sheet.
  func helpEntries(for screen: Screen) -> [KeyBar.Entry] {
    var entries: [KeyBar.Entry] = []
    if let index = layerIndex(of: screen), let bar = resolvedBar(for: index) {
      for button in bar.leading + bar.trailing + bar.overflow + bar.bottomBar {
        let key = button.key.map(KeyName.label(of:)) ?? "Tab, Enter"
        let title = button.help.map { "[\(button.title)] \($0)" } ?? "[\(button.title)]"
        entries.append(KeyBar.Entry(key: key, title: title))
      }
    }
    for command in screen.keyCommands {
      let keys = command.keys.map(KeyName.label(of:)).joined(separator: " ")
      entries.append(KeyBar.Entry(key: keys, title: command.title))
    }
    entries += [
      KeyBar.Entry(key: "↑ ↓ k j", title: "Move the selection"),
      KeyBar.Entry(key: "PgUp PgDn", title: "Move a page"),
      KeyBar.Entry(key: "Home End g G", title: "First, last"),
      KeyBar.Entry(key: "Esc ← h", title: "Back"),
      KeyBar.Entry(key: "Tab S-Tab", title: "Focus the bar's buttons"),
      KeyBar.Entry(key: "^G", title: "Inspector: the navigation tree"),
      KeyBar.Entry(key: "? F1", title: "Help"),
      KeyBar.Entry(key: "q ^C", title: "Quit"),
    ]
    return entries
  }

  /// Draws the whole window into a canvas of `size`.
  public func render(size: Size) -> Canvas {
    lastSize = size
    lastBarButtons = []
    lastAlertButtons = []
    lastBackButton = nil
    lastKeyBarHits = []
    guard size.fits(.minimum) else { return TooSmallScreen.render(size: size) }
    var canvas = Canvas(size: size)
    for index in layers.indices {
      let frame: Rect
      if index == 0 {
        frame = Rect(x: 0, y: 0, width: size.width, height: size.height - 1)
      } else {
        let panel = SheetFrame.frame(depth: index, screen: size)
        frame = SheetFrame.draw(in: &canvas, frame: panel)
      }
      drawLayer(index, in: &canvas, frame: frame)
    }
    let items = keyBarItems()
    let hits = KeyBar.draw(
      items.map(\.entry), status: statusMessage, in: &canvas,
      row: Rect(x: 0, y: size.height - 1, width: size.width, height: 1))
    lastKeyBarHits = hits.map { (rect: $0.rect, action: items[$0.index].action) }
    if isInspectorShown {
      let row = Rect(x: 0, y: size.height - 2, width: size.width, height: 1)
      canvas.fill(row, style: Style(.reverse, role: .accent))
      // The top of the tree matters most: when the line is too long, its start gives way.
      var line = treeDescription
      while line.cellWidth > size.width && line.count > 1 { line = "…" + line.dropFirst(2) }
      canvas.draw(line, x: 0, y: row.y, maxWidth: size.width, style: Style(.reverse, role: .accent))
    }
    if let alert {
      canvas.cursor = nil
      lastAlertButtons = AlertBox.draw(alert, focus: alertFocus, in: &canvas)
      lastBarButtons = []
    }
    return canvas
  }

  private func drawLayer(_ index: Int, in canvas: inout Canvas, frame: Rect) {
    let isTop = index == layers.count - 1
    var content = frame
    if let bar = resolvedBar(for: index, width: frame.width) {
      let hits = NavigationBar.draw(
        bar, in: &canvas, row: frame.row(0), focusedButton: isTop ? barFocus : nil)
      if isTop {
        lastBarButtons = hits
        if let label = bar.backLabel {
          lastBackButton = Rect(x: frame.x, y: frame.y, width: label.cellWidth, height: 1)
        } else {
          lastBackButton = nil
        }
      }
      content = Rect(x: frame.x, y: frame.y + 1, width: frame.width, height: frame.height - 1)
    }
    let screen = layers[index].top
    if isTop {
      canvas.cursor = nil
      lastContentRect = content
    }
    canvas.clip = content
    screen.draw(in: &canvas, rect: content)
    canvas.clip = nil
    if let cursor = canvas.cursor, !content.contains(cursor) { canvas.cursor = nil }
    if !isTop { canvas.cursor = nil }
  }
}
