import NavStack

extension String {
  /// Whether the text shows nothing on screen: white space, line breaks and characters of no
  /// width (U+200B, a joiner) only.
  var showsNothing: Bool {
    allSatisfy { $0.isWhitespace || $0.cellWidth == 0 }
  }

  /// The name as rows, titles and alerts show it: `(untitled)` when it would show nothing, so
  /// that a row, a title or a back button is never blank.
  var shownName: String {
    showsNothing ? "(untitled)" : self
  }
}
