/// Enter on a list: one rule says whether Enter acts on the highlighted row, and by it the
/// list both declares its Open command, which the key bar and help name, and runs that same
/// command on Enter, so that what the bar offers is what the key does.
extension ListController {
  /// Whether Enter acts on the highlighted row.
  ///
  /// It does when the row's tag or id goes to a bound selection (R49), when the row holds
  /// controls of its own, a field to focus or a control to press (R48), or a link or a button.
  var opensSelectedRow: Bool {
    guard let row = rowNode(at: selected) else { return false }
    return opens(row)
  }

  /// The command Enter runs on the list now, the one the key bar names: nil when Enter does
  /// nothing to the highlighted row.
  var openCommand: KeyCommand? {
    opensSelectedRow ? keyDeclarations.open : nil
  }

  /// Enter, Space, → or a click on a row: runs the list's Open command when Enter acts on the
  /// highlighted row; false when it does not, and the key goes on to the window.
  func open() -> Bool {
    guard let command = openCommand else { return false }
    command.action()
    return true
  }

  /// What choosing the highlighted row writes to the bound selection: its tag
  /// (`NavigationLink(value:)` or `.tag(_:)`), else its `ForEach` id; nil without a bound
  /// selection or on a header.
  func selectionChoice(of rowNode: ViewNode?) -> (value: AnyHashable, isLinkValue: Bool)? {
    guard writeSelection != nil, let row = rows.rowKey(at: selected), !row.isHeader else {
      return nil
    }
    let tag = rowNode?.selectionTag
    return (tag?.value ?? row.key.id, tag?.isLinkValue == true)
  }

  /// Whether Enter acts on `row`, the highlighted one.
  private func opens(_ row: ViewNode) -> Bool {
    if let choice = selectionChoice(of: row), acceptsSelection?(choice.value) == true {
      return true
    }
    return row.holdsRowControls || row.containsButton
  }

  /// Updates the list when the highlight moved onto a row where Enter acts otherwise than it
  /// was declared: the list declares Enter again, and the key bar follows.
  ///
  /// A row not built yet is left to the update that builds it; the list's own update
  /// declares by the rows it builds.
  func declareOpenAgainIfChanged() {
    guard let node, CurrentReader.node !== node, let row = rowNode(at: selected) else { return }
    if opens(row) != declaresOpen { node.invalidate() }
  }
}
