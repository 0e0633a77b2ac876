extension ViewHost {
  /// The frame the last event drew: a read, which neither settles the tree nor moves focus.
  ///
  /// Drawing belongs to the event (`commitFrame()`), so a key costs one frame however long
  /// the window waited for it. Only what no event drew is drawn here: the window's first
  /// frame, and what was set on the window between events (a status message a finished save
  /// leaves). A `size` that no `.resize` announced is taken as one.
  public func render(size: Size) -> Canvas {
    if size != lastSize {
      handle(.resize(size))
    } else if needsFrame || !requests.isEmpty {
      commitFrame()
    }
    return shownFrame
  }

  /// Draws the frame the state now calls for, as an event ends, and puts focus right.
  ///
  /// Drawing can leave work behind: a `GeometryReader` drawn at a new size makes its content
  /// again, which may report a preference whose reader writes state. That work is done and
  /// the frame drawn again, once, so the screen shows its outcome without waiting for a key.
  func commitFrame() {
    applyRequests()
    drawCommittedFrame()
    guard graph.hasQueuedWork else { return }
    settle()
    if needsFrame { drawCommittedFrame() }
  }

  /// Draws the frame for `commitFrame()`.
  ///
  /// Made from the last frame where patches alone answered the events since; drawn whole
  /// otherwise. When the screen drawn has lost its focused view (a screen just opened, a row
  /// deleted) focus moves to where the rules put it, and the frame is drawn again with it,
  /// once.
  private func drawCommittedFrame() {
    needsFrame = false
    // Let go first: held here as well, the patch's first write would copy every cell.
    shownFrame = Canvas(size: Size(width: 0, height: 0))
    defer { graph.layoutPass.frameDrawn() }
    if let patched = frameReuse.frame(
      for: frameInputs, changes: treeChanges, changed: graph.layoutPass.changedSinceFrame,
      frame: &frame)
    {
      shownFrame = patched
      return
    }
    frame = Frame()
    guard lastSize.fits(.minimum) else {
      shownFrame = TooSmallScreen.render(size: lastSize, alert: alert?.state)
      return
    }
    var canvas = drawLayers(size: lastSize)
    if moveFocusToWhatWasDrawn() {
      graph.update()
      frame = Frame()
      canvas = drawLayers(size: lastSize)
    }
    drawOverLayers(in: &canvas, size: lastSize)
    frameReuse.keep(canvas, inputs: frameInputs, changes: treeChanges)
    shownFrame = canvas
  }

  /// Draws every layer; a read of the tree.
  ///
  /// The key bar and what is shown over the layers (`drawOverLayers`) follow once focus is
  /// where the rules put it: the key bar names what the focused view does.
  private func drawLayers(size: Size) -> Canvas {
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
      drawLayer(layer, in: rect, canvas: &canvas, isTop: isTop)
    }
    return canvas
  }

  /// Draws the key bar, then help, the inspector and the alert when they are shown.
  private func drawOverLayers(in canvas: inout Canvas, size: Size) {
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
  }

  /// Draws one layer; for the top one, keeps what input reads (targets, click and scroll
  /// regions) and what focus is checked against.
  ///
  /// The canvas is moved into the context and back, not copied: a copy held while the layer
  /// draws makes its first write copy every cell of the screen.
  private func drawLayer(_ layer: Layer, in rect: Rect, canvas: inout Canvas, isTop: Bool) {
    var context = RenderContext(canvas: Canvas(size: Size(width: 0, height: 0)))
    swap(&context.canvas, &canvas)
    defer { swap(&context.canvas, &canvas) }
    context.isActiveLayer = isTop && alert == nil && !isHelpShown
    context.focusedID = isTop ? activeScreen?.keyFocusID : nil
    context.canvas.clip = rect
    if !isTop { context.canvas.cursor = nil }
    layer.node.render(in: rect, context: &context)
    if context.drawsFromTheClock { frameReuse.drawsFromTheClock = true }
    context.canvas.clip = nil
    guard isTop else { return }
    frame.targets = context.focusTargets + context.barTargets
    frame.barTargetIDs = Set(context.barTargets.map(\.id))
    frame.clickRegions = context.clickRegions
    frame.scrollRegions = context.scrollRegions
    drawnFocus = DrawnFocus(
      contentTargets: context.focusTargets.map(\.id), barTargets: context.barTargets.map(\.id))
    for request in context.requests { apply(request) }
  }

  /// Puts focus where the rules want it after a frame was drawn; true when it moved, and the
  /// frame must be drawn again with it.
  ///
  /// A view that asked for focus gets it. The bar button that held the keys and is gone, or
  /// any bar button when the app asked for a view, gives them back to the content. A screen
  /// whose focused view is gone opens focused on its first target (the bar is reached by Tab,
  /// so Enter on a screen with nothing focusable goes to its own keys); after the app let go
  /// of focus, nothing takes it until the user moves it (R50).
  private func moveFocusToWhatWasDrawn() -> Bool {
    guard let drawn = drawnFocus, let screen = activeScreen else { return false }
    drawnFocus = nil
    let all = drawn.contentTargets + drawn.barTargets
    var wanted = drawn.request.flatMap { id in all.first { $0 == id } }
    var moved = false
    if let bar = screen.barFocusID, wanted != nil || !drawn.barTargets.contains(bar) {
      screen.barFocusID = nil
      moved = true
    }
    if wanted == nil, !screen.isFocusResigned,
      !drawn.contentTargets.contains(where: { $0 == screen.focusedID })
    {
      wanted = drawn.contentTargets.first
    }
    if let first = wanted, first != screen.keyFocusID,
      let target = frame.targets.first(where: { $0.id == first })
    {
      focus(target)
      moved = true
    }
    return moved
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
    let keys = activeScreenKeys
    let own = screenOwnKeyBarItems(keys: keys)
    var items: [(entry: KeyBar.Entry, action: @MainActor () -> Void)] = []
    if var first = own.primary {
      first.entry.isEssential = true
      items.append(first)
    }
    items += windowKeyBarItems(.first, keys: keys)
    items += own.others
    items += windowKeyBarItems(.last, keys: keys)
    return items
  }

  /// The screen's own keys, without the window's: its primary command (a list's Enter Open),
  /// then its other commands, shortcuts and bar buttons.
  private func screenOwnKeyBarItems(keys: ActiveScreenKeys) -> (
    primary: (entry: KeyBar.Entry, action: @MainActor () -> Void)?,
    others: [(entry: KeyBar.Entry, action: @MainActor () -> Void)]
  ) {
    var screenItems: [(entry: KeyBar.Entry, action: @MainActor () -> Void)] = []
    var primary: (entry: KeyBar.Entry, action: @MainActor () -> Void)?
    var activationTitle: String?
    if let screen = activeScreen {
      // The command on Enter (a list's Open) leads; the others follow in declared order.
      // In a field letters type: the bar lists only what acts there.
      let editing = keys.editing
      let commands = keys.commands.filter { command in
        command.showsInKeyBar
          && command.keys.contains { $0.isCommand(whileEditing: editing) }
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
      where button.isEnabled && shortcut.key.isCommand(whileEditing: editing) {
        let title = button.node?.controlTitle ?? ""
        screenItems.append(
          (KeyBar.Entry(key: KeyName.label(of: shortcut.key), title: title), button.action))
      }
    }
    let typing = keys.editing
    for button in keys.barButtons {
      // In a field a letter types, so a bar button's letter key is not offered there.
      guard let key = button.key, key.isCommand(whileEditing: typing) else { continue }
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
      (windowKeyBarItems(.first, keys: keys) + screenItems
        + windowKeyBarItems(.last, keys: keys))
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
    let active = activeScreenKeys
    let editing = active.editing
    var entries: [KeyBar.Entry] = []
    if let target = focusedTarget, target.isTextInput {
      entries += target.help.isEmpty ? FieldKeys.singleLine : target.help
    }
    var listed: Set<String> = []
    let own = screenOwnKeyBarItems(keys: active)
    for item in (own.primary.map { [$0] } ?? []) + own.others {
      if editing && item.entry.key.count == 1 { continue }
      if listed.insert(item.entry.key + item.entry.title).inserted { entries.append(item.entry) }
    }
    for command in active.commands
    where !command.showsInKeyBar && !command.title.isEmpty {
      let keys = command.keys.filter { $0.isCommand(whileEditing: editing) }
      guard !keys.isEmpty else { continue }
      let label = keys.map(KeyName.label(of:)).joined(separator: " ")
      if listed.insert(label + command.title).inserted {
        entries.append(KeyBar.Entry(key: label, title: command.title))
      }
    }
    // A key the screen answers to itself is listed under the screen's name only.
    for command in WindowCommand.table where command.isAvailable(self) {
      // In a field Enter and Space are the field's; ← → move its cursor.
      if editing && command.keys.contains(.enter) { continue }
      let keys = command.keys.filter {
        command.answers($0, editing: editing) && !active.taken.contains($0)
      }
      guard !keys.isEmpty else { continue }
      entries.append(
        KeyBar.Entry(key: keys.map(KeyName.label(of:)).joined(separator: " "), title: command.title)
      )
    }
    return entries
  }
}
