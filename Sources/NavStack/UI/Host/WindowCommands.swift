/// The window's own keys, in one table that the key handler, the key bar and help all read,
/// so what the bar lists is what the keys do (and a click on an entry does the same).
@MainActor
struct WindowCommand {
  enum Placement {
    /// Listed in the key bar before the screen's keys (Back).
    case first
    /// Listed in the key bar after the screen's keys (Help, Quit).
    case last
    /// Listed in help only.
    case helpOnly
  }

  let keys: [Key]
  let title: String
  let placement: Placement
  let isAvailable: @MainActor (ViewHost) -> Bool
  /// Runs the command for the key pressed (one command may take keys that go either way).
  let perform: @MainActor (ViewHost, Key) -> Void

  /// The label of the first key, as the key bar shows it.
  var keyLabel: String { keys.first.map(KeyName.label(of:)) ?? "" }

  /// Whether `key` runs this command now; while a text field has focus, printable keys type.
  func answers(_ key: Key, editing: Bool) -> Bool {
    guard keys.contains(key), key.isCommand(whileEditing: editing) else { return false }
    if editing, key == .left || key == .right { return false }
    return true
  }

  static let table: [WindowCommand] = [
    WindowCommand(
      keys: [.escape, .left, .character("h")], title: "Back", placement: .first,
      isAvailable: { $0.canGoBack }, perform: { host, _ in host.goBack() }),
    WindowCommand(
      keys: [.tab, .backTab], title: "Next, previous field or button", placement: .helpOnly,
      isAvailable: { $0.tabStops.count > ($0.focusedTarget == nil ? 0 : 1) },
      perform: { host, key in host.moveFocus(by: key == .backTab ? -1 : 1, includingBar: true) }),
    WindowCommand(
      keys: [.down, .up, .character("j"), .character("k")], title: "Move focus",
      placement: .helpOnly,
      // Among several views; or onto the one there is, when the app let go of focus (R50).
      isAvailable: { $0.contentTargetCount > ($0.focusedTarget == nil ? 0 : 1) },
      perform: { host, key in
        let up = key == .up || key == .character("k")
        host.moveFocus(by: up ? -1 : 1, includingBar: false)
      }),
    WindowCommand(
      keys: [.enter, .character(" "), .right, .character("l")], title: "Open or press",
      placement: .helpOnly, isAvailable: { $0.focusedTarget != nil },
      perform: { host, _ in _ = host.focusedTarget?.handler(.activate) }),
    WindowCommand(
      keys: [.control("g")], title: "Inspector: the navigation tree and the log",
      placement: .helpOnly,
      isAvailable: { _ in true }, perform: { host, _ in host.isInspectorShown.toggle() }),
    WindowCommand(
      keys: [.character("?"), .function(1)], title: "Help", placement: .last,
      isAvailable: { _ in true }, perform: { host, _ in host.isHelpShown = true }),
    WindowCommand(
      keys: [.character("q"), .control("c")], title: "Quit", placement: .last,
      isAvailable: { _ in true }, perform: { host, _ in host.requestQuit() }),
  ]
}

extension ViewHost {
  /// Whether a text field holds focus, so letters type rather than command.
  var isEditingText: Bool { focusedTarget?.isTextInput ?? false }

  /// Runs the window command for `key`; false when none answers.
  func performWindowCommand(_ key: Key) -> Bool {
    let editing = isEditingText
    for command in WindowCommand.table where command.answers(key, editing: editing) {
      // Ctrl+C quits even from a field; the others wait until they are available.
      guard command.isAvailable(self) || key == .control("c") else { continue }
      command.perform(self, key)
      return true
    }
    return false
  }

  /// The active screen's key commands that act now: the screen's own, and those of the view
  /// that holds focus (R50: the key bar offers only what keys act on).
  var activeCommands: [KeyCommand] {
    guard let screen = activeScreen else { return [] }
    let focus = screen.keyFocusID
    var commands = screen.declarations.commands.filter { $0.focusID == nil || $0.focusID == focus }
    // A split view's columns are screens side by side: the focused view may be in another.
    guard let focus, let layer = layers.last else { return commands }
    for other in layer.screens where other !== screen && other.isVisible {
      commands += other.declarations.commands.filter { $0.focusID == focus }
    }
    return commands
  }

  /// Focusable views in the content, not the bar: ↑ and ↓ move focus only among several.
  var contentTargetCount: Int {
    tabStops.count { !isBarTarget($0) }
  }

  /// The active screen's keys as the key bar and help read them, resolved once for all
  /// their entries: each command is made again every time `activeCommands` is read.
  var activeScreenKeys: ActiveScreenKeys {
    let barButtons = activeBarButtons
    let commands = activeCommands
    var taken = Set(commands.flatMap(\.keys))
    for (shortcut, button) in activeScreen?.declarations.shortcuts ?? [] where button.isEnabled {
      taken.insert(shortcut.key)
    }
    for button in barButtons where button.isEnabled {
      if let key = button.key { taken.insert(key) }
    }
    return ActiveScreenKeys(
      barButtons: barButtons, commands: commands, editing: isEditingText, taken: taken)
  }

  /// The window commands for the key bar at `placement`, with what a click does.
  func windowKeyBarItems(_ placement: WindowCommand.Placement, keys: ActiveScreenKeys)
    -> [(entry: KeyBar.Entry, action: @MainActor () -> Void)]
  {
    var items: [(entry: KeyBar.Entry, action: @MainActor () -> Void)] = []
    let editing = keys.editing
    for command in WindowCommand.table where command.placement == placement {
      // A key the screen answers to itself (Esc as Skip) is listed under the screen's name.
      guard command.isAvailable(self), !keys.taken.contains(command.keys[0]) else { continue }
      // In a field letters type, so the bar offers the command's other key (F1 for Help).
      var key = command.keys[0]
      if !key.isCommand(whileEditing: editing) {
        guard let other = command.keys.first(where: { $0.isCommand(whileEditing: editing) })
        else { continue }
        key = other
      }
      var title = command.title
      // The screen's keys that only help lists: the bar says how many more there are.
      if command.keys.contains(.function(1)) {
        let count = keys.inHelpOnly
        if count > 0 { title += " +\(count)" }
      }
      let entry = KeyBar.Entry(key: KeyName.label(of: key), title: title, isEssential: true)
      let pressed = key
      items.append((entry, { [weak self] in if let self { command.perform(self, pressed) } }))
    }
    return items
  }
}
