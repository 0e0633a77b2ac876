import NavStack
import NavStackTesting

/// A session showing `content` from the top-left corner of a small window, as a screen whose
/// content fills it (a screen centres content smaller than itself).
@MainActor
func showing<V: View>(
  _ size: Size = Size(width: 40, height: 10), @ViewBuilder _ content: () -> V
) -> ViewSession {
  ViewSession(
    content().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
    size: size)
}

extension ViewSession {
  /// The style of the first cell showing `text`, or nil when the screen does not show it.
  func style(of text: String) -> Style? {
    for row in 0..<canvas.size.height {
      let line = canvas.text(ofRow: row)
      guard let range = line.range(of: text) else { continue }
      let column = line[line.startIndex..<range.lowerBound].cellWidth
      return canvas[column, row].style
    }
    return nil
  }

  /// Whether the first cell showing `text` is drawn in reverse video: focus, without colour.
  func isReversed(_ text: String) -> Bool {
    style(of: text)?.attributes.contains(.reverse) ?? false
  }
}
