/// Draws a shape in cells: it takes all the space it is offered, as SwiftUI's shapes do.
///
/// Filled, the cells whose centres fall inside the outline (measured in points through
/// `CellScale`) take the colour's fill; a circle of one row is a `●`. Stroked, the outline is
/// drawn with box-drawing characters, and only on blank cells: a stroke laid over text, as
/// `.overlay(Capsule().stroke())` does, frames it without covering a letter.
struct ShapeRenderer: NodeRenderer {
  let outline: _ShapeOutline
  let color: Color

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    guard context.isVisible else { return }
    let area = outline.kind == .circle ? Self.square(in: rect) : rect
    guard area.width > 0, area.height > 0 else { return }
    if let line = outline.line {
      // A colour with nothing to show (clear, or at opacity zero) draws no line.
      guard color.fills || color.attributes.contains(.dim) else { return }
      stroke(area, line: line, context: &context)
    } else {
      fill(area, context: &context)
    }
  }

  /// The largest square, in points, that `rect` holds, centred: a circle's cells.
  static func square(in rect: Rect) -> Rect {
    let side = min(
      Double(rect.width) * CellScale.pointsPerColumn, Double(rect.height) * CellScale.pointsPerRow)
    let width = min(rect.width, CellScale.size(side, along: .horizontal))
    let height = min(rect.height, CellScale.size(side, along: .vertical))
    return Rect(
      x: rect.x + (rect.width - width) / 2, y: rect.y + (rect.height - height) / 2, width: width,
      height: height)
  }

  private func fill(_ area: Rect, context: inout RenderContext) {
    if outline.kind == .circle, area.height == 1 {
      context.draw("●", x: area.x + (area.width - 1) / 2, y: area.y, style: color.textStyle.style)
      return
    }
    let style = color.fillStyle
    guard style != .plain else { return }
    if case .path(let path) = outline.kind {
      fill(PathCells(path, in: area), in: area, style: style, context: &context)
      return
    }
    for row in 0..<area.height {
      guard let span = span(ofRow: row, in: area) else { continue }
      context.canvas.fill(
        Rect(x: area.x + span.lowerBound, y: area.y + row, width: span.count, height: 1),
        style: style)
    }
  }

  /// Fills the cells of `area` whose centres are inside a path.
  private func fill(_ path: PathCells, in area: Rect, style: Style, context: inout RenderContext) {
    for row in 0..<area.height {
      let y = (Double(row) + 0.5) * CellScale.pointsPerRow
      for column in 0..<area.width
      where path.contains(x: (Double(column) + 0.5) * CellScale.pointsPerColumn, y: y) {
        context.canvas.fill(
          Rect(x: area.x + column, y: area.y + row, width: 1, height: 1), style: style)
      }
    }
  }

  /// The columns of `row` whose centres are inside the outline.
  private func span(ofRow row: Int, in area: Rect) -> Range<Int>? {
    let width = Double(area.width) * CellScale.pointsPerColumn
    let height = Double(area.height) * CellScale.pointsPerRow
    let y = (Double(row) + 0.5) * CellScale.pointsPerRow
    let columns = (0..<area.width).filter { column in
      let x = (Double(column) + 0.5) * CellScale.pointsPerColumn
      return contains(x: x, y: y, width: width, height: height)
    }
    guard let first = columns.first, let last = columns.last else { return nil }
    return first..<(last + 1)
  }

  /// Whether the point (in points from the top left) is inside the outline of that size.
  private func contains(x: Double, y: Double, width: Double, height: Double) -> Bool {
    switch outline.kind {
    case .rectangle:
      return true
    case .circle, .ellipse:
      let dx = (x - width / 2) / (width / 2)
      let dy = (y - height / 2) / (height / 2)
      return dx * dx + dy * dy <= 1
    case .capsule:
      return Self.inRoundedRectangle(
        x: x, y: y, width: width, height: height, radius: min(width, height) / 2)
    case .roundedRectangle(let radius):
      return Self.inRoundedRectangle(x: x, y: y, width: width, height: height, radius: radius)
    case .path:
      // Filled through `PathCells`, which makes the path once for the whole area.
      return false
    }
  }

  private static func inRoundedRectangle(
    x: Double, y: Double, width: Double, height: Double, radius: Double
  ) -> Bool {
    let r = max(0, min(radius, width / 2, height / 2))
    // The nearest corner's centre; a point beside or between the corners is inside.
    let cx = min(max(x, r), width - r)
    let cy = min(max(y, r), height - r)
    let dx = x - cx
    let dy = y - cy
    return dx * dx + dy * dy <= r * r
  }

  private func stroke(_ area: Rect, line: _ShapeOutline.Line, context: inout RenderContext) {
    let style = color.textStyle.style
    if case .path(let path) = outline.kind {
      for cell in PathCells(path, in: area).strokeCells(width: area.width, height: area.height) {
        let glyph = line.isDashed ? PathCells.dashed(cell.glyph) : cell.glyph
        Self.put(glyph, x: area.x + cell.x, y: area.y + cell.y, style: style, context: &context)
      }
      return
    }
    let glyphs = BoxGlyphs(kind: outline.kind, isDashed: line.isDashed)
    let right = area.maxX - 1
    let bottom = area.maxY - 1
    if area.height == 1 {
      if area.width == 1 {
        Self.put(glyphs.single, x: area.x, y: area.y, style: style, context: &context)
        return
      }
      Self.put(glyphs.leftEnd, x: area.x, y: area.y, style: style, context: &context)
      Self.put(glyphs.rightEnd, x: right, y: area.y, style: style, context: &context)
      return
    }
    if area.width == 1 {
      for y in area.y..<area.maxY {
        Self.put(glyphs.vertical, x: area.x, y: y, style: style, context: &context)
      }
      return
    }
    Self.put(glyphs.topLeft, x: area.x, y: area.y, style: style, context: &context)
    Self.put(glyphs.topRight, x: right, y: area.y, style: style, context: &context)
    Self.put(glyphs.bottomLeft, x: area.x, y: bottom, style: style, context: &context)
    Self.put(glyphs.bottomRight, x: right, y: bottom, style: style, context: &context)
    for x in (area.x + 1)..<right {
      Self.put(glyphs.horizontal, x: x, y: area.y, style: style, context: &context)
      Self.put(glyphs.horizontal, x: x, y: bottom, style: style, context: &context)
    }
    for y in (area.y + 1)..<bottom {
      Self.put(glyphs.side(left: true), x: area.x, y: y, style: style, context: &context)
      Self.put(glyphs.side(left: false), x: right, y: y, style: style, context: &context)
    }
  }

  /// Draws one line character where the cell is blank: text under a stroke stays readable.
  private static func put(
    _ glyph: Character, x: Int, y: Int, style: Style, context: inout RenderContext
  ) {
    let canvas = context.canvas
    guard x >= 0, y >= 0, x < canvas.size.width, y < canvas.size.height else { return }
    let cell = canvas[x, y]
    guard cell.code == 0x20, !cell.isContinuation else { return }
    context.draw(String(glyph), x: x, y: y, maxWidth: 1, style: style)
  }

  /// Draws from its node and the cells under it.
  var drawsOnlyItsNode: Bool { true }
}

/// The characters that stroke an outline.
private struct BoxGlyphs {
  let kind: _ShapeOutline.Kind
  let isDashed: Bool

  private var isSquare: Bool {
    if case .rectangle = kind { return true }
    if case .roundedRectangle(let radius) = kind { return radius <= 0 }
    return false
  }

  var horizontal: Character { isDashed ? "┄" : "─" }
  var vertical: Character { isDashed ? "┆" : "│" }
  var topLeft: Character { isSquare ? "┌" : "╭" }
  var topRight: Character { isSquare ? "┐" : "╮" }
  var bottomLeft: Character { isSquare ? "└" : "╰" }
  var bottomRight: Character { isSquare ? "┘" : "╯" }
  var leftEnd: Character { isSquare ? "[" : "(" }
  var rightEnd: Character { isSquare ? "]" : ")" }
  var single: Character { isSquare ? "□" : "○" }

  /// A side between the top and bottom rows: a capsule's round ends, else a straight line.
  func side(left: Bool) -> Character {
    guard case .capsule = kind else { return vertical }
    return left ? "(" : ")"
  }
}
