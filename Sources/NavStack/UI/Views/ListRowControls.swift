/// Controls inside a list's rows (R48): a row's toggle, field, stepper or its several buttons
/// are focus targets of their own, while a row whose only control is one link or button acts
/// through the list as a whole.
///
/// The list stays one focus target that ↑ ↓ move through; the highlighted row's controls
/// follow it in Tab order (→ goes into the row, ← back to the list), the other rows' controls
/// take a click. From a control, ↑ ↓ move to the row above or below and to the control in the
/// same place there.
extension ViewNode {
  /// Whether this row holds controls of its own, rather than one tap for the whole row.
  ///
  /// Asked of every row a list draws: kept until a node under the row changes, as
  /// `declaresSomething` is (`LayoutPass` forgets both).
  var holdsRowControls: Bool {
    layoutPass.flushIfPending()
    if let known = cachedHoldsRowControls { return known }
    var taps = 0
    let holds = containsControl(taps: &taps) || taps > 1
    cachedHoldsRowControls = holds
    return holds
  }

  /// Whether a control lies in this subtree; counts the taps on the way.
  private func containsControl(taps: inout Int) -> Bool {
    switch renderer?.focusRole {
    case .control?: return true
    case .tap?:
      taps += 1
      // A tap covers what it holds, as a high-priority gesture does.
      return false
    default: break
    }
    // Children walked on their own (a row's menu of actions, a sheet) are not drawn in it.
    for child in children where !child.isWalkedSeparately && child.containsControl(taps: &taps) {
      return true
    }
    return false
  }
}

/// Where a row's control sits: its list, its row and its place among the row's controls.
@MainActor
struct ListRowSlot {
  /// The list's focus target.
  let listID: ObjectIdentifier
  let index: Int
  let position: Int
  /// Whether its row is the highlighted one: only then is it a Tab stop.
  let isTabStop: Bool
}

/// Where focus goes at the next frame, once the list knows the new row's controls.
enum ListRowFocus {
  /// The list itself.
  case list
  /// The control at this place in the highlighted row, or its last one.
  case control(Int)
}

extension ListController {
  /// Takes the targets a row's controls registered while it drew, as targets of the list's
  /// row: a click highlights the row, ↑ ↓ move to the next row's control, ← to the list.
  func rowTargets(
    _ targets: ArraySlice<FocusTarget>, of index: Int, listID: ObjectIdentifier
  ) -> [FocusTarget] {
    targets.enumerated().map { position, target in
      var wrapped = target
      wrapped.listRow = ListRowSlot(
        listID: listID, index: index, position: position, isTabStop: index == selected)
      let handler = target.handler
      wrapped.handler = { [weak self] event in
        guard let self else { return handler(event) }
        if selected != index { select(index) }
        if handler(event) { return true }
        guard case .key(let key) = event else { return false }
        switch key {
        case .up, .down, .pageUp, .pageDown:
          guard handle(key) else { return false }
          pendingFocus = .control(position)
          return true
        case .left:
          pendingFocus = .list
          return true
        default:
          return false
        }
      }
      return wrapped
    }
  }

  /// The focus a key moved into the list's rows, asked of the window as the list draws.
  func takePendingFocus(
    rowTargets: [FocusTarget], listID: ObjectIdentifier, context: inout RenderContext
  ) {
    guard let pending = pendingFocus, context.isActiveLayer else { return }
    pendingFocus = nil
    let row = rowTargets.filter { $0.listRow?.index == selected }
    switch pending {
    case .list:
      context.send(.moveFocus(listID))
    case .control(let position):
      context.send(.moveFocus(row.isEmpty ? listID : row[min(position, row.count - 1)].id))
    }
  }

  /// Enter, Space or → on a highlighted row that holds controls: a field takes focus, any
  /// other control is pressed; true when the row holds any.
  func enterRow(pressing: Bool) -> Bool {
    guard let first = shownRowTargets.first(where: { $0.listRow?.index == selected }) else {
      return false
    }
    if first.isTextInput || !pressing {
      pendingFocus = .control(0)
      return true
    }
    return first.handler(.activate)
  }
}
