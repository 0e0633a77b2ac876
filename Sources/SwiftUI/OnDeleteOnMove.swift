// `onDelete(perform:)` and `onMove(perform:)` take Foundation proper's `IndexSet`, so they are
// declared in this module, which the notebook does not link; NavStack's lists act on plain
// offsets, which these wrap.

extension DynamicViewContent {
  /// Lets a list delete rows, as swiping or edit mode does on iOS.
  ///
  /// `d` on a highlighted row, or a click on its `⊖` in edit mode, calls `action` with the
  /// row's offset in the data. Outside a list it does nothing.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    deletingRows(action.map { action in { action(IndexSet(integer: $0)) } })
  }

  /// Lets a list move rows, as dragging them does on iOS.
  ///
  /// Alt+↑ and Alt+↓ on a highlighted row call `action` with its offset and the offset it goes
  /// before, counted as SwiftUI counts it (the first of three moved below the second goes to
  /// 2). Outside a list it does nothing.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    movingRows(action.map { action in { action(IndexSet(integer: $0), $1) } })
  }
}
