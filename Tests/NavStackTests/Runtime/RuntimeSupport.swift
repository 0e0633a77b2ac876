import NavStackTesting

@testable import NavStack

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

/// Counts the frames in which a cell was drawn rather than put back.
@MainActor
final class DrawCount {
  var draws = 0
}

/// A one-line cell that counts its draws; `pure` says whether it draws from its node alone.
struct CountedCell: View {
  let label: String
  let count: DrawCount
  var pure = true
  typealias Body = Never
}

extension CountedCell: PrimitiveView {
  func update(node: ViewNode) {
    node.renderer = CountingRenderer(label: label, count: count, pure: pure)
  }
}

struct CountingRenderer: NodeRenderer {
  let label: String
  let count: DrawCount
  let pure: Bool

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    Size(width: proposal.width ?? label.count, height: 1)
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    count.draws += 1
    context.draw(label, x: rect.x, y: rect.y, maxWidth: rect.width)
  }

  var drawsOnlyItsNode: Bool { pure }
}
