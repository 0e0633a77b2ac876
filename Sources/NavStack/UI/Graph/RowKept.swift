/// What a list's row keeps besides what every node does: its drawing, what its content
/// closure read, and its actions.
///
/// Held by reference from the row's node and made only for rows, so that the other nodes (a
/// notebook row has eight) do not carry room for it.
@MainActor
final class RowKept {
  /// The cells the row drew last (`DrawnCells`).
  var drawnCells: DrawnCells?
  /// What the row's content closure read when the list made it.
  var rowWatch: RowWatch?
  /// The row's actions, kept while nothing under the row changed.
  var actions = KeptRead<Never?, [RowAction]>()
}
