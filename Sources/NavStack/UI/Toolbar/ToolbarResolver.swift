/// Turns a screen's toolbar entries into the bar's buttons, each with its key: its `.keyboardShortcut`, a symbol that is a key (`plus` is `+`), or the first free letter of its title.
///
/// The bar, the key bar, help and key handling all read this one list.
@MainActor
enum ToolbarResolver {
  /// Keys the window keeps for itself outside text fields.
  static let reservedKeys: Set<Character> = ["q", "h", "j", "k", "l", "g", "G", "?", "/", " "]

  /// The items of `screen`'s toolbar, resolved again only when an entry or anything under one
  /// changed: a key asks for the bar's buttons to find its action, and the frame asks twice
  /// more, to draw the bar and the key bar.
  static func items(of screen: ScreenContext) -> [BarItem] {
    let entries = screen.declarations.toolbar
    return screen.keptBarItems.value(of: entries.map(\.node), key: entries.map(\.placement)) {
      resolve(entries)
    }
  }

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
