/// Views in columns, filled row by row, as SwiftUI's `LazyVGrid`: the columns are the
/// `GridItem`s, sized in points through `CellScale`.
///
/// Every child is built, as in `LazyVStack`: a `List` is what builds only the rows on screen.
public struct LazyVGrid<Content: View>: View {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: Double?
  let content: Content

  /// A grid of `columns`, placed by `alignment` in the width, `spacing` points between rows;
  /// `pinnedViews` is accepted.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}

/// Views in rows, filled column by column, as SwiftUI's `LazyHGrid`: the rows are the
/// `GridItem`s, sized in points through `CellScale`.
public struct LazyHGrid<Content: View>: View {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: Double?
  let content: Content

  /// A grid of `rows`, placed by `alignment` in the height, `spacing` points between columns;
  /// `pinnedViews` is accepted.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}

extension LazyVGrid: PrimitiveView {
  func update(node: ViewNode) {
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = LazyGridRenderer(
      items: columns, axis: .vertical,
      lineGap: spacing.map { max(0, CellScale.gap($0, along: .vertical)) } ?? 0,
      placement: Alignment(horizontal: alignment, vertical: .top))
  }

  static var isComparedByChildren: Bool { true }
}

extension LazyHGrid: PrimitiveView {
  func update(node: ViewNode) {
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = LazyGridRenderer(
      items: rows, axis: .horizontal,
      lineGap: spacing.map { max(0, CellScale.gap($0, along: .horizontal)) } ?? 1,
      placement: Alignment(horizontal: .leading, vertical: alignment))
  }

  static var isComparedByChildren: Bool { true }
}

/// Lays a lazy grid out: the items are tracks across the grid (columns of a vertical grid,
/// rows of a horizontal one), and the children fill them a line at a time, each line as long
/// as its longest child.
struct LazyGridRenderer: NodeRenderer {
  let items: [GridItem]
  /// The direction the grid grows in: down for `LazyVGrid`, across for `LazyHGrid`.
  let axis: Axis
  /// The gap between lines.
  let lineGap: Int
  /// Where the tracks sit when they are shorter than the grid.
  let placement: Alignment

  /// The tracks and each line's length for a proposal.
  private func layout(_ proposal: ProposedSize, children: [ViewNode]) -> (
    tracks: [GridTrack], lines: [Int]
  ) {
    let vertical = axis == .vertical
    let space = vertical ? proposal.width : proposal.height
    let ideal =
      children.map { child in
        let size = child.sizeThatFits(.ideal)
        return vertical ? size.width : size.height
      }.max() ?? 0
    let tracks = GridItem.tracks(
      items, in: space, along: vertical ? .horizontal : .vertical, ideal: ideal)
    guard !tracks.isEmpty else { return ([], []) }
    var lines: [Int] = []
    for (index, child) in children.enumerated() {
      let track = tracks[index % tracks.count]
      let size = child.sizeThatFits(
        vertical
          ? ProposedSize(width: track.length, height: nil)
          : ProposedSize(width: nil, height: track.length))
      let length = vertical ? size.height : size.width
      if index % tracks.count == 0 {
        lines.append(length)
      } else {
        lines[lines.count - 1] = max(lines[lines.count - 1], length)
      }
    }
    return (tracks, lines)
  }

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let children = node.child(.content)?.layoutChildren ?? []
    let (tracks, lines) = layout(proposal, children: children)
    let across = tracks.reduce(0) { $0 + $1.length + $1.gap } - (tracks.last?.gap ?? 0)
    let along = lines.reduce(0, +) + lineGap * max(0, lines.count - 1)
    return axis == .vertical
      ? Size(width: proposal.width ?? across, height: along)
      : Size(width: along, height: proposal.height ?? across)
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    let children = node.child(.content)?.layoutChildren ?? []
    let vertical = axis == .vertical
    let (tracks, lines) = layout(ProposedSize(rect.size), children: children)
    guard !tracks.isEmpty else { return }
    let used = tracks.reduce(0) { $0 + $1.length + $1.gap } - (tracks.last?.gap ?? 0)
    var starts: [Int] = []
    var position =
      vertical
      ? rect.x + placement.horizontal.offset(child: used, in: rect.width)
      : rect.y + placement.vertical.offset(child: used, in: rect.height)
    for track in tracks {
      starts.append(position)
      position += track.length + track.gap
    }
    var line = vertical ? rect.y : rect.x
    for (index, child) in children.enumerated() {
      let slot = index % tracks.count
      let number = index / tracks.count
      if slot == 0 && number > 0 { line += lines[number - 1] + lineGap }
      let track = tracks[slot]
      let cell =
        vertical
        ? Rect(x: starts[slot], y: line, width: track.length, height: lines[number])
        : Rect(x: line, y: starts[slot], width: lines[number], height: track.length)
      let size = child.sizeThatFits(ProposedSize(cell.size))
      let shown = Size(width: min(size.width, cell.width), height: min(size.height, cell.height))
      child.render(in: track.alignment.place(shown, in: cell), context: &context)
    }
  }

  /// Draws from its node alone.
  var drawsOnlyItsNode: Bool { true }
}

extension LazyVGrid {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension LazyHGrid {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}
