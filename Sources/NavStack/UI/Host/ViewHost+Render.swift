extension ViewHost {
  /// Draws the layers, the key bar, help, the inspector and the alert into a canvas of `size`.
  public func render(size: Size) -> Canvas {
    if size.width != lastSize.width {
      applyWindowSize(size)
      settle()
    }
    lastSize = size
    // Nothing happened since the last frame: it is the frame.
    if !needsFrame,
      let unchanged = frameReuse.unchangedFrame(for: frameInputs, changes: treeChanges)
    {
      return unchanged
    }
    needsFrame = false
    defer { LayoutPass.frameDrawn() }
    if let patched = frameReuse.frame(
      for: frameInputs, changes: treeChanges, changed: LayoutPass.changedSinceFrame, frame: &frame)
    {
      return patched
    }
    frame = Frame()
    LayoutPass.current &+= 1
    guard size.fits(.minimum) else { return TooSmallScreen.render(size: size, alert: alert?.state) }
    let canvas = renderWhole(size: size)
    frameReuse.keep(canvas, inputs: frameInputs, changes: treeChanges)
    return canvas
  }

  /// Draws every layer, the key bar and what is shown over them.
  private func renderWhole(size: Size) -> Canvas {
    frameReuse.drawsFromTheClock = false
    wholeFrameCount += 1
    var canvas = Canvas(size: size)
    for (index, layer) in layers.enumerated() {
      let isTop = index == layers.count - 1
      var rect = Rect(x: 0, y: 0, width: size.width, height: size.height - 1)
      if index > 0 {
        if case .fullScreenCover? = layer.presentation?.style {
          canvas.fill(rect)
        } else {
          rect = SheetFrame.draw(
            in: &canvas, frame: SheetFrame.frame(depth: index, screen: size))
        }
      }
      if !renderLayer(layer, in: rect, canvas: &canvas, isTop: isTop) {
        // Focus moved to the first target of a screen just opened: the frame is drawn again
        // with it, once.
        isRedrawingForFocus = true
        defer { isRedrawingForFocus = false }
        frame = Frame()
        LayoutPass.current &+= 1
        return renderWhole(size: size)
      }
    }
    let items = keyBarItems()
    frame.keyBarItems = items
    let row = Rect(x: 0, y: size.height - 1, width: size.width, height: 1)
    let hits =
      alert == nil && !isHelpShown
      ? keyBarCache.draw(status: statusMessage, in: &canvas, row: row)
      : KeyBar.draw(items.map(\.entry), status: statusMessage, in: &canvas, row: row)
    frame.keyBar = hits.map { (rect: $0.rect, action: items[$0.index].action) }
    if isHelpShown { drawHelp(in: &canvas, size: size) }
    if isInspectorShown { drawInspector(in: &canvas, size: size) }
    if let alert {
      canvas.cursor = nil
      frame.alertButtons = AlertBox.draw(alert.state, focus: alertFocus, in: &canvas)
    }
    return canvas
  }

  /// Draws one layer; false when drawing it moved focus, which the frame must be drawn with.
  ///
  /// For the top layer it keeps the focus targets and fixes focus when the focused view is
  /// gone: the first target takes it, as a screen opens focused.
  ///
  /// The canvas is moved into the context and back, not copied: a copy held while the layer
  /// draws makes its first write copy every cell of the screen.
  private func renderLayer(_ layer: Layer, in rect: Rect, canvas: inout Canvas, isTop: Bool)
    -> Bool
  {
    var context = RenderContext(canvas: Canvas(size: Size(width: 0, height: 0)))
    swap(&context.canvas, &canvas)
    defer { swap(&context.canvas, &canvas) }
    context.host = self
    context.isActiveLayer = isTop && alert == nil && !isHelpShown
    let screen = activeScreen
    context.focusedID = isTop ? screen?.keyFocusID : nil
    context.canvas.clip = rect
    if !isTop { context.canvas.cursor = nil }
    layer.node.render(in: rect, context: &context)
    if context.drawsFromTheClock { frameReuse.drawsFromTheClock = true }
    guard isTop else {
      context.canvas.clip = nil
      return true
    }
    let all = context.focusTargets + context.barTargets
    var wanted = context.focusRequest.flatMap { id in all.first { $0.id == id } }
    var moved = false
    if !isRedrawingForFocus, let screen, let bar = screen.barFocusID,
      wanted != nil || !context.barTargets.contains(where: { $0.id == bar })
    {
      // The bar button that held the keys is gone, or the app asked for a view: the keys go
      // back to the content.
      screen.barFocusID = nil
      moved = true
    }
    if wanted == nil, let screen, !screen.isFocusResigned,
      !context.focusTargets.contains(where: { $0.id == screen.focusedID })
    {
      // A screen opens focused on its content; the bar is reached by Tab, so Enter on a screen
      // with nothing focusable goes to its own keys, not to the first bar button. After the
      // app let go of focus, nothing takes it until the user moves it (R50).
      wanted = context.focusTargets.first
    }
    if !isRedrawingForFocus, let screen, let first = wanted, first.id != screen.keyFocusID {
      frame.barTargetIDs = Set(context.barTargets.map(\.id))
      focus(first)
      moved = true
    }
    if moved {
      graph.update()
      context.canvas.clip = nil
      return false
    }
    frame.targets = context.focusTargets + context.barTargets
    frame.barTargetIDs = Set(context.barTargets.map(\.id))
    frame.clickRegions = context.clickRegions
    frame.scrollRegions = context.scrollRegions
    context.canvas.clip = nil
    return true
  }

  /// The keys of the moment: bottom-bar items, Back, the screen's shortcuts and bar keys, then help and quit.
  ///
  /// A click on an entry does what its key does.
  func keyBarItems() -> [(entry: KeyBar.Entry, action: @MainActor () -> Void)] {
    if let alert { return alertKeyBarItems(alert) }
    if isHelpShown { return helpKeyBarItems() }
    return keyBarCache.items(for: keyBarInputs) { screenKeyBarItems() }
  }

  /// While an alert is up only its buttons act: each on its first letter, as the alert reads
  /// keys, and a click on the entry presses it.
  private func alertKeyBarItems(_ alert: ShownAlert)
    -> [(entry: KeyBar.Entry, action: @MainActor () -> Void)]
  {
    var items: [(entry: KeyBar.Entry, action: @MainActor () -> Void)] = []
    var taken: Set<Character> = []
    for (index, button) in alert.state.buttons.enumerated() where button.isEnabled {
      guard let letter = button.title.lowercased().first, taken.insert(letter).inserted else {
        continue
      }
      let entry = KeyBar.Entry(key: String(letter), title: button.title, isEssential: true)
      items.append((entry, { [weak self] in self?.press(alertButton: index, of: alert) }))
    }
    return items
  }

  /// While help is shown: Close, and the app's help buttons.
  private func helpKeyBarItems() -> [(entry: KeyBar.Entry, action: @MainActor () -> Void)] {
    var items: [(entry: KeyBar.Entry, action: @MainActor () -> Void)] = [
      (
        KeyBar.Entry(key: "Esc", title: "Close", isEssential: true),
        { [weak self] in self?.isHelpShown = false }
      )
    ]
    for button in helpButtons where button.isEnabled {
      guard let key = button.key else { continue }
      let action = button.action
      let entry = KeyBar.Entry(key: KeyName.label(of: key), title: button.help ?? button.title)
      items.append(
        (
          entry,
          { [weak self] in
            self?.isHelpShown = false
            action()
          }
        ))
    }
    return items
  }

  /// The active screen's keys, with Back, Help and Quit.
  private func screenKeyBarItems() -> [(entry: KeyBar.Entry, action: @MainActor () -> Void)] {
    let barButtons = activeBarButtons
    let own = screenOwnKeyBarItems(barButtons: barButtons)
    var items: [(entry: KeyBar.Entry, action: @MainActor () -> Void)] = []
    if var first = own.primary {
      first.entry.isEssential = true
      items.append(first)
    }
    items += windowKeyBarItems(.first, barButtons: barButtons)
    items += own.others
    items += windowKeyBarItems(.last, barButtons: barButtons)
    return items
  }

  /// The screen's own keys, without the window's: its primary command (a list's Enter Open),
  /// then its other commands, shortcuts and bar buttons.
  private func screenOwnKeyBarItems(barButtons: [BarButton]) -> (
    primary: (entry: KeyBar.Entry, action: @MainActor () -> Void)?,
    others: [(entry: KeyBar.Entry, action: @MainActor () -> Void)]
  ) {
    var screenItems: [(entry: KeyBar.Entry, action: @MainActor () -> Void)] = []
    var primary: (entry: KeyBar.Entry, action: @MainActor () -> Void)?
    var activationTitle: String?
    if let screen = activeScreen {
      // The command on Enter (a list's Open) leads; the others follow in declared order.
      // In a field letters type: the bar lists only what acts there.
      let editing = isEditingText
      let commands = activeCommands.filter { command in
        command.showsInKeyBar
          && (!editing || command.keys.contains { if case .character = $0 { false } else { true } })
      }
      // A focused button says what Enter does to it, unless the screen names Enter itself.
      let activation = focusedTarget?.activation.map { $0() }.flatMap { $0.isEmpty ? nil : $0 }
      let lead = commands.firstIndex { $0.keys.contains(.enter) } ?? (activation == nil ? 0 : -1)
      for (index, command) in commands.enumerated() {
        let item = (KeyBar.Entry(key: command.keyLabel, title: command.title), command.action)
        if index == lead { primary = item } else { screenItems.append(item) }
      }
      if primary == nil, let activation {
        primary = (
          KeyBar.Entry(key: KeyName.label(of: .enter), title: activation),
          { [weak self] in _ = self?.focusedTarget?.handler(.activate) }
        )
        activationTitle = activation
      }
      for (shortcut, button) in screen.declarations.shortcuts
      where button.isEnabled && !(editing && shortcut.key.isPrintable) {
        let title = button.node?.controlTitle ?? ""
        screenItems.append(
          (KeyBar.Entry(key: KeyName.label(of: shortcut.key), title: title), button.action))
      }
    }
    let typing = isEditingText
    for button in barButtons {
      // In a field a letter types, so a bar button's letter key is not offered there.
      guard let key = button.key, !(typing && key.isPrintable) else { continue }
      // The items outlive this frame (`KeyBarCache`): a click runs the button that holds the
      // key when it comes, not the closure this frame saw.
      screenItems.append(
        (
          KeyBar.Entry(key: KeyName.label(of: key), title: button.help ?? button.title),
          { [weak self] in
            self?.activeBarButtons.first { $0.key == key && $0.isEnabled }?.action()
          }
        ))
    }
    // A focused button whose key the bar already names (Esc ‹ Work, d Done) is not named twice.
    if let activationTitle,
      (windowKeyBarItems(.first, barButtons: barButtons) + screenItems
        + windowKeyBarItems(.last, barButtons: barButtons))
        .contains(where: { $0.entry.title == activationTitle })
    {
      primary = nil
    }
    return (primary, screenItems)
  }

  /// The help panel: every key of the moment, from the same declarations as the key bar and
  /// the handler.
  ///
  /// In a text field it starts with the field's own keys and leaves out letter keys, which type
  /// there; when the keys outgrow the panel they run on in a second column.
  private func drawHelp(in canvas: inout Canvas, size: Size) {
    let panel = SheetFrame.frame(depth: layers.count, screen: size)
    let inner = SheetFrame.draw(in: &canvas, frame: panel)
    canvas.fill(inner)
    canvas.draw("Help", x: inner.x + max(0, (inner.width - 4) / 2), y: inner.y, style: .bar)
    var right = inner.maxX
    for button in helpButtons.reversed() {
      let label = "[\(button.title)]"
      right -= label.cellWidth
      canvas.draw(label, x: right, y: inner.y, style: Style(.bold, role: .barButton))
      right -= 1
    }
    let entries = helpEntries()
    let rows = max(1, inner.height - 2)
    let columns = entries.count > rows ? 2 : 1
    let columnWidth = inner.width / columns
    for (index, entry) in entries.enumerated() where index < rows * columns {
      let x = inner.x + 2 + (index / rows) * columnWidth
      let y = inner.y + 2 + index % rows
      let keyWidth = min(14, max(6, columnWidth / 3))
      let titleWidth = max(0, columnWidth - keyWidth - 4)
      // Cut text ends in `…`, so a cut key list does not read as the whole of it.
      canvas.draw(
        entry.key.truncated(toWidth: keyWidth), x: x, y: y, style: Style(.bold, role: .accent))
      canvas.draw(entry.title.truncated(toWidth: titleWidth), x: x + keyWidth + 1, y: y)
    }
  }

  /// What help lists now: the focused field's keys, the screen's, then the window's.
  func helpEntries() -> [KeyBar.Entry] {
    let editing = isEditingText
    /// In a field a printable key types, so it is no command there.
    func acts(_ key: Key) -> Bool {
      if case .character = key { return !editing }
      return true
    }
    var entries: [KeyBar.Entry] = []
    if let target = focusedTarget, target.isTextInput {
      entries += target.help.isEmpty ? FieldKeys.singleLine : target.help
    }
    var listed: Set<String> = []
    let barButtons = activeBarButtons
    let own = screenOwnKeyBarItems(barButtons: barButtons)
    for item in (own.primary.map { [$0] } ?? []) + own.others {
      if editing && item.entry.key.count == 1 { continue }
      if listed.insert(item.entry.key + item.entry.title).inserted { entries.append(item.entry) }
    }
    for command in activeCommands
    where !command.showsInKeyBar && !command.title.isEmpty {
      let keys = command.keys.filter(acts)
      guard !keys.isEmpty else { continue }
      let label = keys.map(KeyName.label(of:)).joined(separator: " ")
      if listed.insert(label + command.title).inserted {
        entries.append(KeyBar.Entry(key: label, title: command.title))
      }
    }
    // A key the screen answers to itself is listed under the screen's name only.
    let taken = screenKeys(barButtons: barButtons)
    for command in WindowCommand.table where command.isAvailable(self) {
      // In a field Enter and Space are the field's; ← → move its cursor.
      if editing && command.keys.contains(.enter) { continue }
      let keys = command.keys.filter {
        command.answers($0, editing: editing) && !taken.contains($0)
      }
      guard !keys.isEmpty else { continue }
      entries.append(
        KeyBar.Entry(key: keys.map(KeyName.label(of:)).joined(separator: " "), title: command.title)
      )
    }
    return entries
  }
}
