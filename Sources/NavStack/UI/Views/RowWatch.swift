import Observation

/// Whether what a list row's content closure read has changed since the row was made.
///
/// `ForEach(items) { item in Row(model.names[item]) }` reads an `@Observable` model when the
/// list makes the row, not in any body; as in SwiftUI, a change to what it read makes the row
/// again. The list is asked to update, and the row is made anew instead of kept.
final class RowWatch: @unchecked Sendable {
  /// Set where the model changed, which may be another thread; read on the main actor.
  nonisolated(unsafe) private(set) var hasChanged = false
  private let list: NodeReference

  @MainActor
  init(list: ViewNode) { self.list = NodeReference(list) }

  /// Runs `make`, watching what it reads.
  @MainActor
  func watching<T>(_ make: () -> T) -> T {
    let outer = CurrentReader.row
    CurrentReader.row = self
    defer { CurrentReader.row = outer }
    return withObservationTracking(make) { [self] in
      hasChanged = true
      list.post()
    }
  }

  /// A `@State` (or other source) the content closure read has changed: the list makes the
  /// row again.
  @MainActor
  func sourceChanged() {
    hasChanged = true
    list.node?.invalidate()
  }
}

extension ListRows {
  /// The row at `index`, its content made under `watch`.
  func row(at index: Int, watchedBy watch: RowWatch) -> (
    key: RowKey, view: any View, isHeader: Bool
  )? {
    watch.watching { row(at: index) }
  }
}

extension ViewNode {
  /// Whether what the content closure read for this list row changed since it made the row.
  var rowReadsChanged: Bool { rowWatch?.hasChanged == true }
}
