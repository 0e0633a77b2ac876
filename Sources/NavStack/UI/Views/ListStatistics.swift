/// How a window's lists answered their scrolls: which of the paths that spare work they took,
/// counted for the tests that check a scroll takes them.
///
/// The window's graph keeps it, so two windows count their own.
struct ListStatistics {
  /// Scrolls drawn by moving the rows in the last frame's cells (`ListController.scroll`).
  var scrollsByMovingRows = 0
  /// Scrolls that took their rows without updating the list (`ListController.shiftRows()`).
  var scrollsByShiftingRows = 0
  /// Parked rows that came back by their index (`ListController.bringBack`).
  var rowsBroughtBackByIndex = 0
}
