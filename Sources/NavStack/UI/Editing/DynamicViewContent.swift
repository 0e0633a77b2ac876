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
/// They take plain offsets: `IndexSet` is Foundation proper's, which NavStack must not reach
/// (the notebook links FoundationEssentials only); the app's actions, which take one, are
/// wrapped by `onDelete(perform:)` and `onMove(perform:)` in the SwiftUI module.
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
  /// This content with the list's delete action: an offset at a time (`onDelete(perform:)`,
  /// which takes Foundation's `IndexSet`, is declared in the SwiftUI module).
  package func deletingRows(_ action: ((Int) -> Void)?) -> Self {
    edited { $0.onDelete = action }
  }

  /// This content with the list's move action: an offset and the offset it goes before.
  package func movingRows(_ action: ((Int, Int) -> Void)?) -> Self {
    edited { $0.onMove = action }
  }

  /// This content with its actions changed, when it is content a list can edit.
  private func edited(_ change: (inout RowEditActions) -> Void) -> Self {
    (self as? any EditableContent).flatMap { $0.with(change) as? Self } ?? self
  }
}
