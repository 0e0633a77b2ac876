extension ListController {
  /// Draws a scroll by moving the rows still on screen in the last frame's cells and drawing
  /// only the rows that came into view, as a terminal scrolls its lines.
  ///
  /// Drawing the list again would measure and copy in every row on screen for one new one.
  /// This holds where every row is one line high, the rows that stay are the nodes drawn
  /// last time with nothing under them changed since (their kept cells are still there), and
  /// the list fills its rectangle before and after; false otherwise, and the list is drawn
  /// again in its rectangle.
  func scroll(_ drawn: DrawnList, in canvas: inout Canvas) -> Bool {
    let rect = drawn.rect
    let height = rect.height
    guard let first = drawn.rows.first, drawn.rows.count == height, drawn.nodes.count == height,
      offset != first.index, abs(offset - first.index) < height, offset + height <= rows.count,
      selected >= offset, selected < offset + height
    else { return false }
    for (line, row) in drawn.rows.enumerated()
    where row.index != first.index + line || row.rect.y != rect.y + line || row.rect.height != 1 {
      return false
    }
    node?.layoutPass.flushIfPending()
    // Each line comes from the line of the last drawing that showed the same row, or from
    // the cells under the list where a row comes into view.
    var sources: [Int?] = []
    var entering: [(row: ViewNode, line: Int)] = []
    var nodes: [ObjectIdentifier] = []
    sources.reserveCapacity(height)
    nodes.reserveCapacity(height)
    for line in 0..<height {
      guard let row = rowNode(at: offset + line) else { return false }
      let old = offset + line - first.index
      if old >= 0, old < height, drawn.nodes[old] == ObjectIdentifier(row), row.drawnCells != nil {
        sources.append(old)
      } else {
        sources.append(nil)
        entering.append((row, line))
      }
      nodes.append(ObjectIdentifier(row))
    }
    let clip = canvas.clip
    canvas.clip = nil
    canvas.put(lines: sources, of: drawn.plain, else: drawn.under, in: rect)
    canvas.clip = drawn.clip
    defer { canvas.clip = clip }
    guard drawEntering(entering, in: rect, of: drawn, on: &canvas) else { return false }
    let rowWidth = rect.width - (showsIndicator ? 1 : 0)
    // The indicator moved with the lines: it is drawn again where it now stands.
    if showsIndicator { drawIndicator(in: rect, on: &canvas) }
    // Taken once all but the highlight is drawn: each copy of the list's cells is a screenful.
    let plain = canvas.cells(in: rect)
    let shown = (0..<height).map { line in
      (index: offset + line, rect: Rect(x: rect.x, y: rect.y + line, width: rowWidth, height: 1))
    }
    let highlighted = shown[selected - offset].rect
    Self.highlight(highlighted, in: &canvas)
    shownRows = shown
    node?.graph?.listStatistics.scrollsByMovingRows &+= 1
    var scrolled = DrawnList(
      rect: rect, rows: shown, nodes: nodes, under: drawn.under, plain: plain,
      highlighted: highlighted, rowCount: rows.count, context: drawn.context, clip: drawn.clip)
    scrolled.keepHighlightedCells(of: canvas)
    self.drawn = scrolled
    return true
  }

  /// Draws the rows that came into view, with the context the list was drawn with; false when
  /// a row is taller than a line or drawing it did more than draw (a focus target, a click
  /// region, a clock).
  private func drawEntering(
    _ entering: [(row: ViewNode, line: Int)], in rect: Rect, of drawn: DrawnList,
    on canvas: inout Canvas
  ) -> Bool {
    var context = RenderContext(canvas: Canvas(size: Size(width: 0, height: 0)))
    swap(&context.canvas, &canvas)
    defer { swap(&context.canvas, &canvas) }
    drawn.context.apply(to: &context)
    context.takesTargets = false
    let width = max(0, rect.width - 3)
    for (row, line) in entering {
      guard row.sizeThatFits(ProposedSize(width: width, height: nil)).height <= 1 else {
        return false
      }
      row.renderKeepingCells(
        in: Rect(x: rect.x + 2, y: rect.y + line, width: width, height: 1), context: &context)
    }
    guard context.focusTargets.isEmpty, context.barTargets.isEmpty, context.clickRegions.isEmpty,
      context.requests.isEmpty, !context.drawsFromTheClock, context.isVisible,
      context.isActiveLayer
    else { return false }
    return true
  }
}

extension ListController {
  /// Takes the rows a scroll shows and parks the ones it hides, as the list's update would,
  /// without updating the list: its view and rows are the same, so a row index still names
  /// the same row, and only the window over them moved.
  ///
  /// The update would also read the rows again, follow the bound position it just wrote and
  /// declare its keys anew, all as they were (Enter follows the highlighted row by
  /// `notePatch()`). True when every row shown is one shown before or one parked by its index
  /// that can come back as it is; false, with nothing done, otherwise, and the list is updated.
  func shiftRows() -> Bool {
    guard let node, node.isLive, !node.isDirty, !rowNodes.isEmpty, offset < rows.count
    else { return false }
    let end = min(rows.count, offset + pageHeight + 1)
    let previous = rowNodes
    let previousStart = rowStart
    var shown: [ViewNode] = []
    shown.reserveCapacity(end - offset)
    // From the last row up: a scroll down, the way a walk through a list goes, brings the rows
    // never built at the bottom, and finding one first spares asking after all the others.
    for index in (offset..<end).reversed() {
      guard let row = keptRow(at: index, shownFrom: previousStart, in: previous) else {
        return false
      }
      shown.append(row)
    }
    shown.reverse()
    // The list's size does not depend on which rows it shows: the shift keeps the sizes
    // measured above it.
    for row in shown { bringBack(row, keepingSizes: true) }
    rowStart = offset
    rowNodes = shown
    node.keepChildren(shown, parking: true, keepingSizes: true)
    noteParked(previous, from: previousStart)
    node.graph?.listStatistics.scrollsByShiftingRows &+= 1
    return true
  }

  /// The node that shows row `index` as it is, without making it; nil when it must be made.
  ///
  /// It is the one shown there in `previous` (the rows shown from row `start` on), or one
  /// parked by that index that can come back. The update and a scroll's shift take rows by
  /// this one rule.
  func keptRow(at index: Int, shownFrom start: Int, in previous: [ViewNode]) -> ViewNode? {
    let slot = index - start
    if slot >= 0 && slot < previous.count {
      let row = previous[slot]
      if row.isLive && !row.isDirty && !row.rowReadsChanged { return row }
    }
    guard let (row, parkedAt) = parkedRows[index], row.parkedAt == parkedAt,
      node?.canUnpark(row) == true
    else { return nil }
    return row
  }

  /// Brings `row`, found by `keptRow(at:shownFrom:in:)`, back among the list's children when
  /// it was parked; `keepingSizes` as `ViewNode.unpark(_:keepingSizes:)`.
  func bringBack(_ row: ViewNode, keepingSizes: Bool = false) {
    if row.isParked, node?.unpark(row, keepingSizes: keepingSizes) == true {
      node?.graph?.listStatistics.rowsBroughtBackByIndex &+= 1
    }
  }

  /// Notes by index the rows of `rows`, shown from index `start` until this update, that it
  /// parked; forgets those no longer parked once `staleNotes` of the notes name rows that left.
  ///
  /// A row that left the tree (the oldest parked ones go past `ViewNode.parkingLimit`) would
  /// stay alive, and its subtree with it, for as long as a note held it.
  func noteParked(_ rows: [ViewNode], from start: Int) {
    for (slot, row) in rows.enumerated() where row.isParked {
      parkedRows[start + slot] = (row, row.parkedAt)
    }
    guard let node else { return }
    // Notes beyond the rows parked and the rows shown (some of which were parked) name rows
    // that left.
    guard parkedRows.count > node.parkedChildCount + node.children.count + Self.staleNotes
    else { return }
    // Removed in place: filtering rebuilt the whole table to drop a few dozen notes.
    var stale: [Int] = []
    for (index, note) in parkedRows
    where !note.node.isParked || note.node.parkedAt != note.parkedAt {
      stale.append(index)
    }
    for index in stale { parkedRows[index] = nil }
  }
}

extension ListController {
  /// How many notes of rows that left `noteParked(_:from:)` lets wait before it forgets them.
  ///
  /// Past the parking limit every scroll lets a row go: sifting the few hundred notes for it
  /// each time took a tenth of a key down a long list. Waiting for this many keeps alive at
  /// most about two pages of rows that left, a tenth of the `ViewNode.parkingLimit` parked.
  static let staleNotes = 32
}

extension ListController.DrawnList {
  /// The lines of `rect` that `row`, a row of it, takes.
  func lines(of row: Rect) -> Range<Int> {
    let top = max(0, min(rect.height, row.y - rect.y))
    return top..<max(top, min(rect.height, row.maxY - rect.y))
  }

  /// The list's lines that `row` covers, as a rectangle the list's width.
  private func lineRect(of row: Rect) -> Rect {
    let lines = lines(of: row)
    return Rect(x: rect.x, y: rect.y + lines.lowerBound, width: rect.width, height: lines.count)
  }

  /// Keeps the highlighted lines as `canvas` shows them, in place when their size is the same.
  mutating func keepHighlightedCells(of canvas: Canvas) {
    let area = lineRect(of: highlighted)
    if highlightedCells.count == area.width * area.height {
      canvas.copy(lines: 0..<area.height, of: area, into: &highlightedCells)
    } else {
      highlightedCells = canvas.cells(in: area)
    }
  }

  /// Whether `canvas` still shows the list as drawn: `plain` on every line but the highlighted
  /// ones, which hold `highlightedCells`.
  func isShown(on canvas: Canvas) -> Bool {
    let lit = lines(of: highlighted)
    return canvas.holds(plain, in: rect, lines: 0..<lit.lowerBound)
      && canvas.holds(plain, in: rect, lines: lit.upperBound..<rect.height)
      && canvas.holds(highlightedCells, in: lineRect(of: highlighted))
  }
}
