/// The active screen's keys, resolved once for a key bar or a help panel.
@MainActor
struct ActiveScreenKeys {
  /// The bar buttons on show (`activeBarButtons`).
  let barButtons: [BarButton]
  /// The key commands that act now (`activeCommands`).
  let commands: [KeyCommand]
  /// Whether a text field holds focus, so letters type.
  let editing: Bool
  /// The keys the screen answers to itself: its commands', its shortcuts' and its enabled bar
  /// buttons'.
  let taken: Set<Key>

  /// How many of the screen's keys help lists and the key bar leaves out for room.
  var inHelpOnly: Int {
    commands.count { command in
      guard !command.showsInKeyBar, !command.title.isEmpty else { return false }
      return command.keys.contains { $0.isCommand(whileEditing: editing) }
    }
  }
}
