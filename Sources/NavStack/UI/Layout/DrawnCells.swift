/// The cells a node drew last frame, put back instead of drawn again while nothing it draws
/// from changed.
///
/// A list draws every visible row each frame, though a key that moves the highlight or
/// scrolls by a line changes one or two of them. A row whose renderers draw only from their
/// own nodes (`NodeRenderer.drawsOnlyItsNode`) keeps what it drew with the cells that were
/// under it; a frame that gives it the same size, the same context and the same cells under
/// gets the kept cells back. Anything that changes under the row forgets them, as it forgets
/// measured sizes (`LayoutPass.flush`).
@MainActor
struct DrawnCells {
  /// What the context says that drawing may read.
  struct ContextState: Equatable {
    let focusedID: ObjectIdentifier?
    let isEnabled: Bool
    let isVisible: Bool
    let takesTargets: Bool
    let isActiveLayer: Bool
    let keepsHiddenTargets: Bool

    init(_ context: RenderContext) {
      focusedID = context.focusedID
      isEnabled = context.isEnabled
      isVisible = context.isVisible
      takesTargets = context.takesTargets
      isActiveLayer = context.isActiveLayer
      keepsHiddenTargets = context.keepsHiddenTargets
    }

    /// Sets what this state says in `context`, to draw again as it was drawn.
    func apply(to context: inout RenderContext) {
      context.focusedID = focusedID
      context.isEnabled = isEnabled
      context.isVisible = isVisible
      context.takesTargets = takesTargets
      context.isActiveLayer = isActiveLayer
      context.keepsHiddenTargets = keepsHiddenTargets
    }
  }

  /// What drawing may leave in the context besides cells; a node that left any of it is
  /// drawn every time.
  struct Effects: Equatable {
    let focusTargets: Int
    let barTargets: Int
    let clickRegions: Int
    let requests: Int
    let cursor: Point?

    init(_ context: RenderContext) {
      focusTargets = context.focusTargets.count
      barTargets = context.barTargets.count
      clickRegions = context.clickRegions.count
      requests = context.requests.count
      cursor = context.canvas.cursor
    }
  }

  /// Cells kept to compare with the canvas, one cell alone when they are one cell repeated.
  ///
  /// The cells under a row are most often the blank line a list draws it on. A list keeps a
  /// few hundred rows parked, each with what it drew; the line under each was 656 bytes of
  /// blanks at 80 columns.
  enum Under {
    case repeated(Cell, count: Int)
    case cells([Cell])

    init(_ cells: [Cell]) {
      if let first = cells.first, cells.allSatisfy({ $0.bits == first.bits }) {
        self = .repeated(first, count: cells.count)
      } else {
        self = .cells(cells)
      }
    }

    /// Whether `canvas` holds these cells in `rect`, row by row.
    func isHeld(by canvas: Canvas, in rect: Rect) -> Bool {
      switch self {
      case .repeated(let cell, let count): canvas.holds(cell, repeated: count, in: rect)
      case .cells(let cells): canvas.holds(cells, in: rect)
      }
    }
  }

  let size: Size
  let state: ContextState
  /// The cells under the node before it drew, one column either side included: drawing that
  /// reached a neighbouring cell (a wide character cut at the edge) is put back too.
  let under: Under
  let drawn: [Cell]
}

extension ViewNode {
  /// Draws this node into `rect`, or puts back the cells it drew last time when that would
  /// draw the same.
  func renderKeepingCells(in rect: Rect, context: inout RenderContext) {
    layoutPass.flushIfPending()
    guard let area = context.canvas.keptArea(around: rect) else {
      render(in: rect, context: &context)
      return
    }
    let state = DrawnCells.ContextState(context)
    if let kept = drawnCells, kept.size == rect.size, kept.state == state,
      kept.under.isHeld(by: context.canvas, in: area)
    {
      context.canvas.put(kept.drawn, in: area)
      return
    }
    let under = context.canvas.cells(in: area)
    let effects = DrawnCells.Effects(context)
    // Whether every node drawn draws from its node alone is noted as each is drawn: asking
    // the subtree afterwards walked every node of every row drawn anew again.
    let drewOnlyFromNodes = context.drawsOnlyFromNodes
    context.drawsOnlyFromNodes = true
    render(in: rect, context: &context)
    let drawsOnlyFromNodes = context.drawsOnlyFromNodes
    context.drawsOnlyFromNodes = drewOnlyFromNodes && drawsOnlyFromNodes
    guard DrawnCells.Effects(context) == effects, drawsOnlyFromNodes else {
      drawnCells = nil
      return
    }
    drawnCells = DrawnCells(
      size: rect.size, state: state, under: DrawnCells.Under(under),
      drawn: context.canvas.cells(in: area))
  }
}

extension Canvas {
  /// `rect` widened by a column on either side, cut to the canvas; nil when `rect` is empty
  /// or not wholly writable (outside the canvas or the clip), where cells cannot be kept.
  func keptArea(around rect: Rect) -> Rect? {
    guard !rect.isEmpty, rect.x >= 0, rect.y >= 0, rect.maxX <= size.width,
      rect.maxY <= size.height
    else { return nil }
    var x0 = max(0, rect.x - 1)
    var x1 = min(size.width, rect.maxX + 1)
    if let clip {
      guard rect.x >= clip.x, rect.y >= clip.y, rect.maxX <= clip.maxX, rect.maxY <= clip.maxY
      else { return nil }
      x0 = max(x0, clip.x)
      x1 = min(x1, clip.maxX)
    }
    return Rect(x: x0, y: rect.y, width: x1 - x0, height: rect.height)
  }
}
