/// Turns a screen's toolbar entries into the bar's buttons, each with its key: its `.keyboardShortcut`, a symbol that is a key (`plus` is `+`), or the first free letter of its title.
///
/// The bar, the key bar, help and key handling all read this one list.
@MainActor
enum ToolbarResolver {
  /// Keys the window keeps for itself outside text fields.
  static let reservedKeys: Set<Character> = ["q", "h", "j", "k", "l", "g", "G", "?", "/", " "]

  /// The items for `entries`, resolved again only when an entry or anything under one
  /// changed: a key asks for the bar's buttons to find its action, and the frame asks twice
  /// more, to draw the bar and the key bar.
  static func items(for entries: [ToolbarEntry]) -> [BarItem] {
    kept.value(of: entries.map(\.node), key: entries.map(\.placement)) { resolve(entries) }
  }

  /// The items last resolved, with the entries' nodes and placements they came from.
  private static var kept = KeptRead<[ToolbarItemPlacement], [BarItem]>()

  /// Lets go of the items last resolved, whose actions hold the views of a window that closed.
  static func forget() { kept = KeptRead() }

  private static func resolve(_ entries: [ToolbarEntry]) -> [BarItem] {
    var items: [BarItem] = []
    var pending: [(index: Int, title: String)] = []
    var used = Set<Key>()
    for entry in entries {
      let buttons = entry.node.buttons()
      if buttons.isEmpty {
        let text = entry.node.displayText
        if !text.isEmpty { items.append(BarItem(placement: entry.placement, text: text)) }
        continue
      }
      for found in buttons {
        let info = found.info
        let shortcut = found.shortcut
        let title = info.node?.displayText ?? ""
        // An icon-only button keeps its glyph in the bar; the key bar and help use its
        // accessibility label, as they use `.help`.
        let named = info.node?.controlTitle ?? title
        let action = info.action
        let enabled = info.isEnabled
        var button = BarButton(
          title.isEmpty ? "?" : title, key: shortcut?.key,
          role: info.role == .destructive ? .destructive : info.role == .cancel ? .cancel : nil,
          isEnabled: enabled, help: found.help ?? (named == title ? nil : named),
          action: { if enabled { action() } })
        button.focusID = info.node.map(ObjectIdentifier.init)
        if let key = shortcut?.key {
          used.insert(key)
        } else if entry.placement == .confirmationAction, !used.contains(.enter) {
          // The confirming button of a sheet answers Enter where the focused view does not
          // take it (a field with no `onSubmit`), as `.confirmationAction` is the default
          // action on a Mac.
          button.key = .enter
          used.insert(.enter)
        } else {
          pending.append((items.count, title))
        }
        items.append(BarItem(placement: entry.placement) { button })
      }
    }
    for (index, title) in pending {
      guard let key = freeKey(for: title, used: used) else { continue }
      used.insert(key)
      if case .button(var button) = items[index].content {
        button.key = key
        items[index].content = .button(button)
      }
    }
    return items
  }

  /// A symbol-only title that is one printable key is that key; otherwise the first letter
  /// of the title that is not taken.
  private static func freeKey(for title: String, used: Set<Key>) -> Key? {
    if let first = title.first, !first.isLetter, !first.isWhitespace, first.isASCII,
      !reservedKeys.contains(first), !used.contains(.character(first))
    {
      return .character(first)
    }
    for character in title.lowercased() where character.isLetter && character.isASCII {
      let key = Key.character(character)
      if !reservedKeys.contains(character) && !used.contains(key) { return key }
    }
    return nil
  }
}

/// Draws a stack: the top screen's bar (unless hidden, R24) and its content.
struct StackScreenRenderer: NodeRenderer {
  let controller: StackController

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    proposal.replacingUnspecified(with: Size(width: 40, height: 10))
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    let top = controller.topContext
    let topNode: ViewNode?
    if let last = controller.entries.last {
      topNode = node.child(.id(last.id))
    } else {
      topNode = node.child(.part("root"))
    }
    var content = rect
    var barHits: [(rect: Rect, button: BarButton)] = []
    // A split view's column with a stack of its own: that stack draws the bar (R49).
    let yields = top.columnStack.map { $0.columnScreen === top } ?? false
    if !yields, !top.declarations.isToolbarHidden, rect.height > 0 {
      let bar = resolvedBar(width: rect.width, host: context.host)
      var focusedIndex: Int?
      let buttons = bar.leading + bar.trailing
      for (index, button) in buttons.enumerated()
      where context.isActiveLayer && button.focusID != nil && context.focusedID == button.focusID {
        focusedIndex = index
      }
      barHits = NavigationBar.draw(
        bar, in: &context.canvas, row: rect.row(0), focusedButton: focusedIndex)
      if let back = bar.backLabel {
        let controller = self.controller
        context.clickRegions.append(
          (
            Rect(x: rect.x, y: rect.y, width: back.cellWidth, height: 1),
            { controller.backStack?.popByUser() }
          ))
      }
      content = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1)
    }
    let clip = context.canvas.clip
    context.canvas.clip = content
    topNode?.render(in: content, context: &context)
    context.canvas.clip = clip
    for hit in barHits {
      let action = hit.button.action
      let enabled = hit.button.isEnabled
      let id = hit.button.focusID ?? ObjectIdentifier(controller)
      var target = FocusTarget(id: id, rect: hit.rect, isTextInput: false) { event in
        switch event {
        case .activate, .click:
          if enabled { action() }
          return true
        case .key, .paste:
          return false
        }
      }
      let title = hit.button.help ?? hit.button.title
      target.activation = { title }
      context.barTargets.append(target)
    }
  }

  /// The bar of the top screen: back label, items by region, overflow collapsed (R7–R23).
  func resolvedBar(width: Int, host: ViewHost?) -> ResolvedToolbar {
    let top = controller.topContext
    let screens = controller.screens
    var back: String?
    if !top.declarations.isBackButtonHidden {
      if screens.count > 1 {
        let previous = screens[screens.count - 2].declarations.title ?? ""
        back = NavigationBar.backLabel(previousTitle: previous, barWidth: width)
      } else if controller.backStack != nil, let previous = controller.titleBelowRoot {
        // A column's stack at its root goes back to the column before it.
        back = NavigationBar.backLabel(previousTitle: previous, barWidth: width)
      }
    }
    var bar = ResolvedToolbar(
      title: top.declarations.title ?? "", backLabel: back,
      items: ToolbarResolver.items(for: top.declarations.toolbar))
    if screens.count > 1 { bar.fitBackButtonStandIn(width: width) }
    bar.collapseOverflow(width: width) { [weak host] buttons in
      host?.showMenu(buttons)
    }
    return bar
  }
}
