/// What a list does with a `ForEach`'s `onDelete` and `onMove`, through the keys of its
/// highlighted row (the one mechanism of row actions: listed in help, run by key).
///
/// `d` deletes the row, as the notebook's lists delete theirs; Alt+↑ and Alt+↓ move it past
/// its neighbour, the highlight going with it. In edit mode a row that can be deleted shows
/// `⊖` (a click on it deletes the row) and one that can be moved `≡`.
extension ListController {
  /// The key that deletes the highlighted row.
  static let deleteKey = Key.character("d")
  /// The keys that move the highlighted row up and down.
  static let moveUpKey = Key.up.with(.alt)
  static let moveDownKey = Key.down.with(.alt)

  /// The highlighted row's editing actions, leaving out a key its own actions took.
  func editActions(besides own: [RowAction]) -> [RowAction] {
    guard let editing = rows.editing(at: selected) else { return [] }
    let taken = Set(own.map(\.key))
    let offset = editing.offset
    var actions: [RowAction] = []
    if let onDelete = editing.actions.onDelete, !taken.contains(Self.deleteKey) {
      actions.append(
        RowAction(key: Self.deleteKey, title: "Delete", isEnabled: true) {
          onDelete(offset)
        })
    }
    if let onMove = editing.actions.onMove {
      if offset > 0, !taken.contains(Self.moveUpKey) {
        actions.append(
          RowAction(key: Self.moveUpKey, title: "Move up", isEnabled: true) {
            [weak self] in
            self?.select((self?.selected ?? 1) - 1)
            onMove(offset, offset - 1)
          })
      }
      if offset < editing.count - 1, !taken.contains(Self.moveDownKey) {
        actions.append(
          RowAction(key: Self.moveDownKey, title: "Move down", isEnabled: true) {
            [weak self] in
            self?.select((self?.selected ?? -1) + 1)
            // SwiftUI counts the destination before the move: below the next row is two on.
            onMove(offset, offset + 2)
          })
      }
    }
    return actions
  }

  /// The marks the row at `index` shows while the list is in edit mode.
  func editMarks(at index: Int) -> EditMarks? {
    guard isEditing, let actions = rows.editing(at: index)?.actions else { return nil }
    return EditMarks(deletes: actions.onDelete != nil, moves: actions.onMove != nil)
  }

  /// A click on the `⊖` of a row in edit mode: deletes it; false elsewhere.
  func deleteByClick(at point: Point, in row: Rect, index: Int) -> Bool {
    guard let marks = editMarks(at: index), marks.deletes, point.x == row.x + 2,
      let editing = rows.editing(at: index), let onDelete = editing.actions.onDelete
    else { return false }
    onDelete(editing.offset)
    return true
  }
}

/// A row's marks in edit mode: `⊖` before it for delete, `≡` at its end for move.
@MainActor
struct EditMarks {
  let deletes: Bool
  let moves: Bool

  /// The columns the marks take before and after the row's content.
  var leading: Int { deletes ? 2 : 0 }
  var trailing: Int { moves ? 2 : 0 }

  /// Draws the marks on the row at `y` of the list's `rect`.
  func draw(in rect: Rect, y: Int, context: inout RenderContext) {
    if deletes { context.draw("⊖", x: rect.x + 2, y: y, style: Style(role: .destructive)) }
    if moves { context.draw("≡", x: rect.x + rect.width - 2, y: y, style: Style(role: .muted)) }
  }
}

extension ViewNode {
  /// Whether the edit mode in this node's environment is editing; the node is updated again
  /// when it changes.
  var isInEditMode: Bool {
    environment.editMode?.wrappedValue.isEditing ?? false
  }
}
