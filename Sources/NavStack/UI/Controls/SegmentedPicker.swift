/// One choice of a picker drawn by its style: its title and the value it selects.
struct PickerChoice: Hashable {
  let title: String
  let tag: AnyHashable
}

/// Draws a segmented picker, `  View   Day │ Week │ Month`, the selection filled with the
/// accent colour, and moves the selection by key and click.
///
/// Terminal keys: ← → select the choice before or after, Enter and Space the next one (round
/// to the first), a click the choice under it.
struct SegmentedPickerRenderer: NodeRenderer {
  let choices: [(title: String, tag: AnyHashable)]
  let current: AnyHashable
  let isEnabled: Bool
  let choose: @MainActor (AnyHashable) -> Void

  /// Each choice as drawn, ` Day `, and the separator between two.
  private static let separator = "│"

  private var segmentsWidth: Int {
    choices.reduce(0) { $0 + $1.title.cellWidth + 2 } + max(0, choices.count - 1)
  }

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let width = ControlLabel(node: node).leadingWidth() + segmentsWidth
    return Size(width: min(width, proposal.width ?? width), height: 1)
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    guard rect.width > 0, rect.height > 0 else { return }
    let focused = context.isFocused(node) && isEnabled
    let start = ControlLabel(node: node).draw(in: rect, isFocused: focused, context: &context)
    var x = start
    var bounds: [Range<Int>] = []
    for (index, choice) in choices.enumerated() {
      if index > 0 {
        x += context.draw(Self.separator, x: x, y: rect.y, style: .border)
      }
      let selected = choice.tag == current
      var style = selected ? Style(.reverse, role: .accent) : Style.plain
      if selected && focused { style = style.adding(.bold) }
      if !isEnabled { style = Style(selected ? [.reverse, .dim] : .dim, role: .muted) }
      let width = context.draw(
        " \(choice.title) ", x: x, y: rect.y, maxWidth: max(0, rect.maxX - x), style: style)
      bounds.append(x..<(x + width))
      x += width
    }
    if focused && context.isVisible {
      context.canvas.restyle(Rect(x: start, y: rect.y, width: x - start, height: 1)) {
        $0.adding(.underline)
      }
    }
    guard isEnabled else { return }
    let tags = choices.map(\.tag)
    let last = tags.count - 1
    let current = self.current
    let choose = self.choose
    context.addFocusTarget(node, rect: Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)) {
      event in
      let index = tags.firstIndex(of: current)
      let target: Int?
      switch event {
      case .key(.left): target = index.map { max(0, $0 - 1) }
      case .key(.right): target = index.map { min(last, $0 + 1) } ?? 0
      case .activate: target = index.map { $0 < last ? $0 + 1 : 0 } ?? 0
      case .click(let point): target = bounds.firstIndex { $0.contains(point.x) }
      case .key, .paste: return false
      }
      if let target, tags.indices.contains(target), tags[target] != current {
        choose(tags[target])
      }
      return true
    }
  }
  /// A control of its own, focused even inside a list's row (R48).
  var focusRole: FocusRole { .control }
  /// A labelled control: it draws its own `›` column.
  var drawsFocusMarker: Bool { true }
}
