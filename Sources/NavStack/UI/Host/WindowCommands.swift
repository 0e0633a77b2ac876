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
  let perform: @MainActor (ViewHost) -> Void

  /// The label of the keys: the first for the key bar, all of them for help.
  var keyLabel: String { keys.first.map(KeyName.label(of:)) ?? "" }
  var allKeysLabel: String { keys.map(KeyName.label(of:)).joined(separator: " ") }

  /// Whether `key` runs this command now; while a text field has focus, printable keys type.
  func answers(_ key: Key, editing: Bool) -> Bool {
    guard keys.contains(key) else { return false }
    if editing, case .character = key { return false }
    if editing, key == .left || key == .right { return false }
    return true
  }

  static let table: [WindowCommand] = [
    WindowCommand(
      keys: [.escape, .left, .character("h")], title: "Back", placement: .first,
      isAvailable: { $0.canGoBack }, perform: { $0.goBack() }),
    WindowCommand(
      keys: [.tab], title: "Next field or button", placement: .helpOnly,
      isAvailable: { _ in true }, perform: { $0.moveFocus(by: 1, includingBar: true) }),
    WindowCommand(
      keys: [.backTab], title: "Previous field or button", placement: .helpOnly,
      isAvailable: { _ in true }, perform: { $0.moveFocus(by: -1, includingBar: true) }),
    WindowCommand(
      keys: [.down, .character("j")], title: "Move focus down", placement: .helpOnly,
      isAvailable: { _ in true }, perform: { $0.moveFocus(by: 1, includingBar: false) }),
    WindowCommand(
      keys: [.up, .character("k")], title: "Move focus up", placement: .helpOnly,
      isAvailable: { _ in true }, perform: { $0.moveFocus(by: -1, includingBar: false) }),
    WindowCommand(
      keys: [.enter, .character(" "), .right, .character("l")], title: "Open or press",
      placement: .helpOnly, isAvailable: { $0.focusedTarget != nil },
      perform: { _ = $0.focusedTarget?.handler(.activate) }),
    WindowCommand(
      keys: [.control("g")], title: "Inspector: the navigation tree", placement: .helpOnly,
      isAvailable: { _ in true }, perform: { $0.isInspectorShown.toggle() }),
    WindowCommand(
      keys: [.character("?"), .function(1)], title: "Help", placement: .last,
      isAvailable: { _ in true }, perform: { $0.isHelpShown = true }),
    WindowCommand(
      keys: [.character("q"), .control("c")], title: "Quit", placement: .last,
      isAvailable: { !$0.isEditingText }, perform: { $0.requestQuit() }),
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
      command.perform(self)
      return true
    }
    return false
  }

  /// The window commands for the key bar at `placement`, with what a click does.
  func windowKeyBarItems(_ placement: WindowCommand.Placement)
    -> [(entry: KeyBar.Entry, action: @MainActor () -> Void)]
  {
    var items: [(entry: KeyBar.Entry, action: @MainActor () -> Void)] = []
    var screenKeys = Set(activeScreen?.declarations.commands.flatMap(\.keys) ?? [])
    for (shortcut, button) in activeScreen?.declarations.shortcuts ?? [] where button.isEnabled {
      screenKeys.insert(shortcut.key)
    }
    for button in activeBarButtons where button.isEnabled {
      if let key = button.key { screenKeys.insert(key) }
    }
    for command in WindowCommand.table where command.placement == placement {
      // A key the screen answers to itself (Esc as Skip) is listed under the screen's name.
      guard command.isAvailable(self), !screenKeys.contains(command.keys[0]) else { continue }
      // In a field `?` types, so the bar does not offer it (help lists F1).
      if isEditingText, case .character = command.keys[0] { continue }
      let entry = KeyBar.Entry(key: command.keyLabel, title: command.title, isEssential: true)
      items.append((entry, { [weak self] in if let self { command.perform(self) } }))
    }
    return items
  }
}
