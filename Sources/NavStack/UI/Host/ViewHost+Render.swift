extension ViewHost {
  public func render(size: Size) -> Canvas {
    if size.width != lastSize.width {
      applyWindowSize(size)
      settle()
    }
    lastSize = size
    frame = Frame()
    guard size.fits(.minimum) else { return TooSmallScreen.render(size: size) }
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
      canvas = renderLayer(layer, in: rect, canvas: canvas, isTop: isTop)
    }
    let items = keyBarItems()
    frame.keyBarItems = items
    let hits = KeyBar.draw(
      items.map(\.entry), status: statusMessage, in: &canvas,
      row: Rect(x: 0, y: size.height - 1, width: size.width, height: 1))
    frame.keyBar = hits.map { (rect: $0.rect, action: items[$0.index].action) }
    if isHelpShown { drawHelp(in: &canvas, size: size) }
    if isInspectorShown {
      let row = Rect(x: 0, y: size.height - 2, width: size.width, height: 1)
      let style = Style(.reverse, role: .accent)
      canvas.fill(row, style: style)
      var line = treeDescription
      while line.cellWidth > size.width && line.count > 1 { line = "…" + line.dropFirst(2) }
      canvas.draw(line, x: 0, y: row.y, maxWidth: size.width, style: style)
    }
    if let alert {
      canvas.cursor = nil
      frame.alertButtons = AlertBox.draw(alert.state, focus: alertFocus, in: &canvas)
    }
    return canvas
  }

  /// Draws one layer; for the top one, keeps its focus targets and fixes focus when the
  /// focused view is gone (the first target takes it, as a screen opens focused).
  private func renderLayer(_ layer: Layer, in rect: Rect, canvas: Canvas, isTop: Bool) -> Canvas {
    var context = RenderContext(canvas: canvas)
    context.host = self
    context.isActiveLayer = isTop && alert == nil && !isHelpShown
    let screen = activeScreen
    context.focusedID = isTop ? screen?.focusedID : nil
    context.canvas.clip = rect
    if !isTop { context.canvas.cursor = nil }
    layer.node.render(in: rect, context: &context)
    guard isTop else {
      context.canvas.clip = nil
      return context.canvas
    }
    let all = context.focusTargets + context.barTargets
    if let screen, !all.contains(where: { $0.id == screen.focusedID }),
      let first = context.focusTargets.first ?? context.barTargets.first
    {
      screen.focusedID = first.id
      var again = RenderContext(canvas: canvas)
      again.host = self
      again.isActiveLayer = context.isActiveLayer
      again.focusedID = first.id
      again.canvas.clip = rect
      layer.node.render(in: rect, context: &again)
      context = again
    }
    frame.targets = context.focusTargets + context.barTargets
    frame.barTargetIDs = Set(context.barTargets.map(\.id))
    frame.clickRegions = context.clickRegions
    context.canvas.clip = nil
    return context.canvas
  }

  /// The keys of the moment: bottom-bar items, Back, the screen's shortcuts and bar keys, then help and quit.
  ///
  /// A click on an entry does what its key does.
  func keyBarItems() -> [(entry: KeyBar.Entry, action: @MainActor () -> Void)] {
    var items: [(entry: KeyBar.Entry, action: @MainActor () -> Void)] = []
    if isHelpShown {
      items.append(
        (
          KeyBar.Entry(key: "Esc", title: "Close", isEssential: true),
          { [weak self] in
            self?.isHelpShown = false
          }
        ))
      return items
    }
    let editing = focusedTarget?.isTextInput ?? false
    if canGoBack {
      items.append(
        (
          KeyBar.Entry(key: "Esc", title: "Back", isEssential: true),
          { [weak self] in
            self?.goBack()
          }
        ))
    }
    if let screen = activeScreen {
      for (shortcut, button) in screen.declarations.shortcuts where button.isEnabled {
        let title = button.node?.displayText ?? ""
        items.append(
          (KeyBar.Entry(key: KeyName.label(of: shortcut.key), title: title), button.action))
      }
      for command in screen.declarations.commands where command.showsInKeyBar {
        items.append((KeyBar.Entry(key: command.keyLabel, title: command.title), command.action))
      }
    }
    for button in activeBarButtons {
      guard let key = button.key else { continue }
      items.append(
        (
          KeyBar.Entry(key: KeyName.label(of: key), title: button.help ?? button.title),
          button.action
        ))
    }
    if !editing {
      items.append(
        (
          KeyBar.Entry(key: "?", title: "Help", isEssential: true),
          { [weak self] in
            self?.isHelpShown = true
          }
        ))
      items.append(
        (
          KeyBar.Entry(key: "q", title: "Quit", isEssential: true),
          { [weak self] in
            self?.requestQuit()
          }
        ))
    }
    return items
  }

  /// The help panel: every key of the moment, from the same list as the key bar.
  private func drawHelp(in canvas: inout Canvas, size: Size) {
    let panel = SheetFrame.frame(depth: layers.count, screen: size)
    let inner = SheetFrame.draw(in: &canvas, frame: panel)
    canvas.fill(inner)
    canvas.draw("Help", x: inner.x + max(0, (inner.width - 4) / 2), y: inner.y, style: .bar)
    var entries = keyBarItems().map(\.entry).filter { $0.title != "Help" }
    entries += [
      KeyBar.Entry(key: "Tab S-Tab", title: "Move focus, the bar's buttons too"),
      KeyBar.Entry(key: "↑ ↓ k j", title: "Move focus"),
      KeyBar.Entry(key: "Enter Space", title: "Activate"),
      KeyBar.Entry(key: "Esc ← h", title: "Back"),
      KeyBar.Entry(key: "^G", title: "Inspector: the navigation tree"),
      KeyBar.Entry(key: "q ^C", title: "Quit"),
    ]
    var y = inner.y + 2
    for entry in entries where y < inner.maxY {
      canvas.draw(entry.key, x: inner.x + 2, y: y, style: Style(.bold, role: .accent))
      canvas.draw(entry.title, x: inner.x + 16, y: y, maxWidth: inner.width - 17)
      y += 1
    }
  }
}
