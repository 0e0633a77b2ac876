/// The keys a list declares for the key bar and help: Enter opening the highlighted row, the
/// keys that move the highlight, and the highlighted row's actions.
///
/// They call only the list's controller, so they are made once for it rather than on every
/// update a scroll causes. They hold it weakly: help may keep them after the list is gone.
@MainActor
struct ListKeyDeclarations {
  /// Enter opening the highlighted row: what the key bar and help name, and what Enter runs,
  /// both while Enter acts on the highlighted row (`ListController.openCommand`).
  let open: KeyCommand
  /// The keys that move the highlight, declared while there is more than one row.
  let movement: [Declaration]
  /// The highlighted row's actions, made when asked: a row builds its actions the first time
  /// it is highlighted and they are wanted, not each time a scroll highlights it.
  let rowActions: Declaration

  init(for controller: ListController) {
    // They are the list's keys: offered and run while the list holds focus.
    let focusID = controller.node.map(ObjectIdentifier.init)
    var open = KeyCommand("Open", keys: [.enter]) { [weak controller] in
      _ = controller?.activate()
    }
    open.focusID = focusID
    self.open = open
    movement = ListController.movementKeys.map { title, keys in
      var command = KeyCommand(title, keys: keys, showsInKeyBar: false) { [weak controller] in
        _ = controller?.handle(keys[0])
      }
      command.keyAction = { [weak controller] key in _ = controller?.handle(key) }
      command.focusID = focusID
      return .command(command)
    }
    rowActions = .commands { [weak controller] in
      guard let controller else { return [] }
      return controller.selectedRowActions.map { action in
        KeyCommand(action.title, keys: [action.key], showsInKeyBar: false) {
          [weak controller] in _ = controller?.handle(action.key)
        }
      }
    }
  }
}
