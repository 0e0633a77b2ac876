/// Views made from a collection, one per element, that can take editing actions, as
/// SwiftUI's `DynamicViewContent`: `ForEach` is one.
public protocol DynamicViewContent: View {
  /// The type of the collection the views are made from.
  associatedtype Data: Collection
  /// The collection the views are made from.
  var data: Data { get }
}

extension ForEach: DynamicViewContent {}

/// What a list may do to a `ForEach`'s rows: delete them and move them.
///
/// They take plain offsets: `IndexSet` is Foundation's own, which the list's code must not
/// reach (the notebook links FoundationEssentials only); the app's actions, which take one,
/// are wrapped where the app hands them over.
struct RowEditActions {
  /// `onDelete`: removes the row at an offset of the data.
  var onDelete: ((Int) -> Void)?
  /// `onMove`: moves the row at an offset to before another, counted before the move.
  var onMove: ((Int, Int) -> Void)?

  var isEmpty: Bool { onDelete == nil && onMove == nil }
}

/// Content that keeps editing actions for the list that shows it.
@MainActor
protocol EditableContent {
  func with(_ change: (inout RowEditActions) -> Void) -> Self
}

extension ForEach: EditableContent {
  func with(_ change: (inout RowEditActions) -> Void) -> Self {
    var copy = self
    change(&copy.editActions)
    return copy
  }
}

extension DynamicViewContent {
  /// Lets a list delete rows, as swiping or edit mode does on iOS.
  ///
  /// `d` on a highlighted row, or a click on its `⊖` in edit mode, calls `action` with the
  /// row's offset in the data. Outside a list it does nothing.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    edited { $0.onDelete = action.map { action in { action(IndexSet(integer: $0)) } } }
  }

  /// Lets a list move rows, as dragging them does on iOS.
  ///
  /// Alt+↑ and Alt+↓ on a highlighted row call `action` with its offset and the offset it goes
  /// before, counted as SwiftUI counts it (the first of three moved below the second goes to
  /// 2). Outside a list it does nothing.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    edited {
      $0.onMove = action.map { action in { action(IndexSet(integer: $0), $1) } }
    }
  }

  /// This content with its actions changed, when it is content a list can edit.
  private func edited(_ change: (inout RowEditActions) -> Void) -> Self {
    (self as? any EditableContent).flatMap { $0.with(change) as? Self } ?? self
  }
}
