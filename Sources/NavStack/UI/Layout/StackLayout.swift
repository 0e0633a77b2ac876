/// Lays children out in a column or a row, sharing the space as SwiftUI's stacks do: the least
/// flexible child is offered its share first, and what it leaves goes to the others; spacers
/// come last and share what the views leave.
@MainActor
struct StackLayout {
  enum Axis { case vertical, horizontal }
  let axis: Axis
  let spacing: Int
  let crossAlignment: Alignment

  static func vertical(spacing: Int, alignment: HorizontalAlignment) -> StackLayout {
    StackLayout(
      axis: .vertical, spacing: spacing,
      crossAlignment: Alignment(horizontal: alignment, vertical: .top))
  }

  static func horizontal(spacing: Int, alignment: VerticalAlignment) -> StackLayout {
    StackLayout(
      axis: .horizontal, spacing: spacing,
      crossAlignment: Alignment(horizontal: .leading, vertical: alignment))
  }

  /// The stack's size; `node`, the stack's own node, keeps the children's sizes across frames.
  func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode], node: ViewNode? = nil) -> Size {
    let sizes = childSizes(proposal, children: children, node: node)
    var main = 0
    var cross = 0
    for (index, size) in sizes.enumerated() {
      main += mainExtent(size) + (index > 0 ? spacingBefore(index, children: children) : 0)
      cross = max(cross, crossExtent(size))
    }
    return axis == .vertical
      ? Size(width: cross, height: main) : Size(width: main, height: cross)
  }

  /// Draws the children; `node`, the stack's own node, keeps their sizes across frames.
  func render(
    children: [ViewNode], in rect: Rect, context: inout RenderContext, node: ViewNode? = nil
  ) {
    let sizes = childSizes(ProposedSize(rect.size), children: children, node: node)
    var position = axis == .vertical ? rect.y : rect.x
    for (index, child) in children.enumerated() {
      if index > 0 { position += spacingBefore(index, children: children) }
      let size = sizes[index]
      let childRect: Rect
      if axis == .vertical {
        let width = min(size.width, rect.width)
        let x = rect.x + crossAlignment.horizontal.offset(child: width, in: rect.width)
        childRect = Rect(
          x: x, y: position, width: width, height: max(0, min(size.height, rect.maxY - position)))
        position += size.height
      } else {
        let height = min(size.height, rect.height)
        let y = rect.y + crossAlignment.vertical.offset(child: height, in: rect.height)
        childRect = Rect(
          x: position, y: y, width: max(0, min(size.width, rect.maxX - position)), height: height)
        position += size.width
      }
      child.render(in: childRect, context: &context)
    }
  }

  /// A spacer next to another view adds no spacing of its own, as in SwiftUI.
  private func spacingBefore(_ index: Int, children: [ViewNode]) -> Int {
    if spacing == 0 || children[index].spacerLength != nil
      || children[index - 1].spacerLength != nil
    {
      return 0
    }
    return spacing
  }

  private func mainExtent(_ size: Size) -> Int { axis == .vertical ? size.height : size.width }
  private func crossExtent(_ size: Size) -> Int { axis == .vertical ? size.width : size.height }

  /// Each child's size: inflexible children first, each offered an equal share of what is
  /// left less the spacers' minimums, then the spacers; with no main-axis proposal, every child
  /// takes its ideal size.
  private func childSizes(_ proposal: ProposedSize, children: [ViewNode], node: ViewNode?)
    -> [Size]
  {
    guard let node else { return arrange(proposal, children: children) }
    if let sizes = node.layoutCache.arranged[proposal] { return sizes }
    let sizes = arrange(proposal, children: children)
    node.layoutCache.arranged.insert(sizes, for: proposal)
    return sizes
  }

  private func arrange(_ proposal: ProposedSize, children: [ViewNode]) -> [Size] {
    let vertical = axis == .vertical
    let across = vertical ? proposal.width : proposal.height
    guard let total = vertical ? proposal.height : proposal.width else {
      return children.map { child in
        if let minimum = child.spacerLength {
          let length = minimum.along(vertical: vertical)
          return vertical ? Size(width: 0, height: length) : Size(width: length, height: 0)
        }
        return child.sizeThatFits(
          vertical
            ? ProposedSize(width: across, height: nil) : ProposedSize(width: nil, height: across))
      }
    }
    var spacingTotal = 0
    for index in children.indices.dropFirst() {
      spacingTotal += spacingBefore(index, children: children)
    }
    var remaining = max(0, total - spacingTotal)
    // One view alone, as every view with a body of one view is laid out, is offered the whole
    // length: nothing to order or share, and no table of sizes to fill.
    if children.count == 1, children[0].spacerLength == nil {
      var size = children[0].sizeThatFits(
        vertical
          ? ProposedSize(width: across, height: remaining)
          : ProposedSize(width: remaining, height: across))
      if vertical { size.height = min(size.height, remaining) }
      return [size]
    }
    // Spacers take what the other children leave, as SwiftUI's do (their layout priority is
    // below every view's): their minimum lengths are set aside, the others are offered the
    // rest, least flexible first, then the spacers share what is left.
    var reserved = 0
    var spacersLeft = 0
    for child in children {
      guard let minimum = child.spacerLength else { continue }
      reserved += minimum.along(vertical: vertical)
      spacersLeft += 1
    }
    // One child needs no order, so its flexibility is not measured.
    let order =
      children.count == 1
      ? [(0, 0)]
      : children.indices.map { index in
        let child = children[index]
        return (
          index,
          child.spacerLength != nil
            ? Int.max : child.flexibility(vertical: vertical, across: across)
        )
      }.sorted { $0.1 < $1.1 }
    // Mapped, not made by `init(repeating:count:)`, which is not specialized and looks the
    // array's storage type up at run time: twice as costly, for every stack on every row.
    var sizes = children.map { _ in Size(width: 0, height: 0) }
    var othersLeft = children.count - spacersLeft
    for (index, _) in order {
      let child = children[index]
      var size: Size
      let share: Int
      if let minimum = child.spacerLength {
        share = remaining / max(1, spacersLeft)
        let length = max(minimum.along(vertical: vertical), share)
        size = vertical ? Size(width: 0, height: length) : Size(width: length, height: 0)
        spacersLeft -= 1
      } else {
        share = max(0, remaining - reserved) / max(1, othersLeft)
        size = child.sizeThatFits(
          vertical
            ? ProposedSize(width: across, height: share)
            : ProposedSize(width: share, height: across))
        othersLeft -= 1
      }
      if vertical { size.height = min(size.height, max(share, remaining)) }
      sizes[index] = size
      remaining = max(0, remaining - mainExtent(size))
    }
    return sizes
  }
}
