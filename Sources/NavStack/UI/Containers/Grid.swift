/// Rows whose cells line up in columns, as SwiftUI's `Grid`.
///
/// Each `GridRow`'s views are its cells, a column as wide as its widest cell; a view that is
/// not in a `GridRow` (a `Divider`) spans every column. Spacing is in points through
/// `CellScale`: one column and no row by default, as stacks have.
public struct Grid<Content: View>: View {
  let alignment: Alignment
  let horizontalSpacing: Double?
  let verticalSpacing: Double?
  let content: Content

  /// A grid of the built rows, its cells placed by `alignment`.
  public init(
    alignment: Alignment = .center, horizontalSpacing: Double? = nil,
    verticalSpacing: Double? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}

/// One row of a `Grid`, as SwiftUI's `GridRow`: its views are the row's cells.
public struct GridRow<Content: View>: View {
  let alignment: VerticalAlignment?
  let content: Content

  /// A row of the built cells, placed vertically by `alignment` (the grid's by default).
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}

/// What a grid reads from a row: its own alignment.
@MainActor
final class GridRowState {
  var alignment: VerticalAlignment?
  init(alignment: VerticalAlignment?) { self.alignment = alignment }
}

/// What a grid reads from a cell: how many columns it spans, how its column is aligned.
@MainActor
final class GridCellState: ParkableState {
  var columns: Int?
  var columnAlignment: HorizontalAlignment?
}

extension GridRow: PrimitiveView {
  func update(node: ViewNode) {
    if let state = node.primitiveState as? GridRowState {
      state.alignment = alignment
    } else {
      node.primitiveState = GridRowState(alignment: alignment)
    }
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    // Outside a grid a row lays its cells out as an `HStack` does.
    node.renderer = StackRenderer(layout: .horizontal(spacing: 1, alignment: alignment ?? .center))
  }

  static var isComparedByChildren: Bool { true }
}

extension Grid: PrimitiveView {
  func update(node: ViewNode) {
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = GridRenderer(
      alignment: alignment,
      columnGap: horizontalSpacing.map { max(0, CellScale.gap($0, along: .horizontal)) } ?? 1,
      rowGap: verticalSpacing.map { max(0, CellScale.gap($0, along: .vertical)) } ?? 0)
  }

  static var isComparedByChildren: Bool { true }
}

/// One cell as a grid lays it out: its node, the column it starts in and how many it spans.
@MainActor
private struct GridCell {
  let node: ViewNode
  let column: Int
  let span: Int
  let state: GridCellState?
}

/// Lays a grid out: columns as wide as their widest one-column cell, shrunk in proportion when
/// the grid is wider than its space, and widened where a cell grows (a `Spacer`, a frame with
/// an infinite maximum) when it is narrower.
struct GridRenderer: NodeRenderer {
  let alignment: Alignment
  let columnGap: Int
  let rowGap: Int

  /// Each row's cells, or nil for a view that spans the grid, with the row's alignment.
  private func rows(of node: ViewNode) -> [(cells: [GridCell]?, node: ViewNode)] {
    (node.child(.content)?.layoutChildren ?? []).map { row in
      guard row.primitiveState is GridRowState else { return (nil, row) }
      var column = 0
      let cells = (row.child(.content)?.layoutChildren ?? []).map { cell in
        let state = cell.gridCellState
        let span = max(1, state?.columns ?? 1)
        defer { column += span }
        return GridCell(node: cell, column: column, span: span, state: state)
      }
      return (cells, row)
    }
  }

  private func columnWidths(
    _ rows: [(cells: [GridCell]?, node: ViewNode)], width: Int?
  ) -> [Int] {
    let count = rows.compactMap { $0.cells?.last.map { $0.column + $0.span } }.max() ?? 0
    var widths = Array(repeating: 0, count: count)
    var grows = Array(repeating: false, count: count)
    for row in rows {
      for cell in row.cells ?? [] where cell.span == 1 {
        let ideal = cell.node.sizeThatFits(.ideal).width
        widths[cell.column] = max(widths[cell.column], ideal)
        // A cell that takes more than its ideal width when offered it (a spacer, a frame
        // with an infinite maximum) widens its column; text, whose ideal is one line, does not.
        if width != nil, !grows[cell.column],
          cell.node.sizeThatFits(ProposedSize(width: unboundedExtent, height: nil)).width > ideal
        {
          grows[cell.column] = true
        }
      }
    }
    guard let width, count > 0 else { return widths }
    let space = max(0, width - columnGap * (count - 1))
    let total = widths.reduce(0, +)
    if total > space {
      // Too wide: each column gives up its share of the excess.
      var given = widths.map { total == 0 ? 0 : $0 * space / total }
      given[given.count - 1] += space - given.reduce(0, +)
      return given
    }
    let growing = grows.indices.filter { grows[$0] }
    for (offset, index) in growing.enumerated() {
      let extra = space - total
      widths[index] += extra / growing.count + (offset < extra % growing.count ? 1 : 0)
    }
    return widths
  }

  /// The rectangle of each cell (spanning views too), each row's height, and the grid's size.
  private func layout(_ proposal: ProposedSize, node: ViewNode) -> (
    cells: [(node: ViewNode, rect: Rect, alignment: Alignment)], size: Size
  ) {
    let rows = rows(of: node)
    let widths = columnWidths(rows, width: proposal.width)
    var starts: [Int] = []
    var x = 0
    for width in widths {
      starts.append(x)
      x += width + columnGap
    }
    let gridWidth = max(0, x - columnGap)
    var placed: [(node: ViewNode, rect: Rect, alignment: Alignment)] = []
    var y = 0
    for (index, row) in rows.enumerated() {
      if index > 0 { y += rowGap }
      guard let cells = row.cells else {
        let height = row.node.sizeThatFits(ProposedSize(width: gridWidth, height: nil)).height
        placed.append(
          (row.node, Rect(x: 0, y: y, width: gridWidth, height: height), .leading))
        y += height
        continue
      }
      let vertical = (row.node.primitiveState as? GridRowState)?.alignment ?? alignment.vertical
      var height = 0
      var rects: [Rect] = []
      for cell in cells where cell.column < widths.count {
        let last = min(widths.count - 1, cell.column + cell.span - 1)
        let width = starts[last] + widths[last] - starts[cell.column]
        let size = cell.node.sizeThatFits(ProposedSize(width: width, height: nil))
        height = max(height, size.height)
        rects.append(Rect(x: starts[cell.column], y: y, width: width, height: size.height))
      }
      for (cell, rect) in zip(cells, rects) {
        let horizontal =
          columnAlignment(cell.column, rows: rows) ?? alignment.horizontal
        placed.append(
          (
            cell.node, Rect(x: rect.x, y: y, width: rect.width, height: height),
            Alignment(horizontal: horizontal, vertical: vertical)
          ))
      }
      y += height
    }
    return (placed, Size(width: gridWidth, height: y))
  }

  /// The alignment a cell of `column` gives the whole column (`gridColumnAlignment`).
  private func columnAlignment(
    _ column: Int, rows: [(cells: [GridCell]?, node: ViewNode)]
  ) -> HorizontalAlignment? {
    for row in rows {
      for cell in row.cells ?? [] where cell.column == column {
        if let alignment = cell.state?.columnAlignment { return alignment }
      }
    }
    return nil
  }

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    layout(proposal, node: node).size
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    for cell in layout(ProposedSize(rect.size), node: node).cells {
      let frame = Rect(
        x: rect.x + cell.rect.x, y: rect.y + cell.rect.y, width: cell.rect.width,
        height: cell.rect.height)
      let size = cell.node.sizeThatFits(ProposedSize(frame.size))
      cell.node.render(in: cell.alignment.place(size, in: frame), context: &context)
    }
  }

  /// Draws from its node alone.
  var drawsOnlyItsNode: Bool { true }
}

/// `gridCellColumns` and `gridColumnAlignment`: what a cell tells its grid.
@usableFromInline struct GridCellModifier: ViewModifier, PrimitiveModifier {
  let columns: Int?
  let columnAlignment: HorizontalAlignment?

  func update(node: ViewNode, content: any View) {
    let state = (node.primitiveState as? GridCellState) ?? GridCellState()
    state.columns = columns
    state.columnAlignment = columnAlignment
    if node.primitiveState !== state { node.primitiveState = state }
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = PassthroughRenderer()
  }
}

extension ViewNode {
  /// What the cell's `gridCellColumns` and `gridColumnAlignment` say, from the wrappers of one
  /// child down from this node.
  fileprivate var gridCellState: GridCellState? {
    var merged: GridCellState?
    var current: ViewNode? = self
    while let node = current {
      if let state = node.primitiveState as? GridCellState {
        let into = merged ?? GridCellState()
        into.columns = into.columns ?? state.columns
        into.columnAlignment = into.columnAlignment ?? state.columnAlignment
        merged = into
      }
      current = node.children.count == 1 ? node.children[0] : nil
    }
    return merged
  }
}

extension View {
  /// Makes this cell of a `GridRow` span `count` columns.
  public func gridCellColumns(_ count: Int) -> some View {
    modifier(GridCellModifier(columns: count, columnAlignment: nil))
  }

  /// Aligns every cell of this cell's column by `guide`.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    modifier(GridCellModifier(columns: nil, columnAlignment: guide))
  }

  /// Accepted: a cell takes the size its view asks for along either axis.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
}

extension Grid {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension GridRow {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}
