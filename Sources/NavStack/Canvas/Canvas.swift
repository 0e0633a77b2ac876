import Glibc

/// The in-memory screen every view draws into.
///
/// It is a plain value: the run loop builds one per frame and hands it to a `Terminal`, which
/// either keeps it (headless, tests, snapshots) or sends what changed through ncurses. Writes
/// outside the canvas are clipped, never trapped, so a view can draw without bounds checks.
public struct Canvas: Sendable, Equatable {
  /// The size in cells; every row is exactly `size.width` cells long.
  public private(set) var size: Size
  /// The cells, row by row from the top left.
  public private(set) var cells: [Cell]
  /// Where the terminal cursor goes: on the focused text field, or hidden when nil.
  public var cursor: Point?
  /// While set, writes outside this rectangle are dropped: a screen drawing past the area it
  /// was given (a sheet's content below its border) cannot spill onto what surrounds it.
  public var clip: Rect?

  /// A canvas of blank cells; a negative width or height counts as zero.
  public init(size: Size) {
    self.size = Size(width: max(0, size.width), height: max(0, size.height))
    cells = Array(repeating: .blank, count: self.size.width * self.size.height)
    cursor = nil
    clip = nil
  }

  /// The rectangle writes may touch now: the canvas, cut down to the clip when one is set.
  private var writable: (x0: Int, x1: Int, y0: Int, y1: Int) {
    guard let clip else { return (0, size.width, 0, size.height) }
    return (
      max(0, clip.x), min(size.width, clip.maxX), max(0, clip.y), min(size.height, clip.maxY)
    )
  }

  /// The part of `rect` that may be written, as column and row bounds; nil when none may.
  @inline(__always)
  private func writableSpan(of rect: Rect) -> (x0: Int, x1: Int, y0: Int, y1: Int)? {
    let area = writable
    let x0 = max(area.x0, rect.x)
    let x1 = min(area.x1, rect.maxX)
    let y0 = max(area.y0, rect.y)
    let y1 = min(area.y1, rect.maxY)
    return x0 < x1 && y0 < y1 ? (x0, x1, y0, y1) : nil
  }

  /// The whole canvas as a rectangle at the origin.
  public var bounds: Rect { Rect(origin: Point(x: 0, y: 0), size: size) }

  /// The cell at column `x`, row `y`; both must be inside the canvas.
  public subscript(x: Int, y: Int) -> Cell {
    get { cells[y * size.width + x] }
    set { cells[y * size.width + x] = newValue }
  }

  /// Fills a rectangle with blanks of one style.
  public mutating func fill(_ rect: Rect, style: Style = .plain) {
    guard let (x0, x1, y0, y1) = writableSpan(of: rect) else { return }
    let blank = Cell(code: 0x20, style: style)
    for y in y0..<y1 { put(blank, y: y, from: x0, to: x1) }
  }

  /// Puts `cell`, a character one column wide, in column `x` of rows `rows` where the clip
  /// lets it.
  ///
  /// For glyphs drawn down a column (a scroll indicator's track): drawing them as text
  /// measured each one, a sixth of a list's key, and clipping each cell apart cost as much
  /// again as writing it.
  mutating func put(_ cell: Cell, x: Int, rows: Range<Int>) {
    guard !rows.isEmpty,
      let (x0, x1, y0, y1) = writableSpan(
        of: Rect(x: x, y: rows.lowerBound, width: 1, height: rows.count))
    else { return }
    for y in y0..<y1 { put(cell, y: y, from: x0, to: x1) }
  }

  /// Sets columns `x0..<x1` of row `y`, inside the canvas, to `cell`, mending a wide
  /// character cut at either edge.
  private mutating func put(_ cell: Cell, y: Int, from x0: Int, to x1: Int) {
    let base = y * size.width
    repairWideCharacter(atLeftEdge: x0, y: y)
    for x in x0..<x1 { cells[base + x] = cell }
    if x1 < size.width && cells[base + x1].isContinuation {
      cells[base + x1] = Cell(code: 0x20, style: cells[base + x1].style)
    }
  }

  /// Changes the style of a rectangle, keeping its characters; `transform` is asked once for
  /// each run of cells of one style, so it must answer from the style alone.
  ///
  /// A list highlights a row on every key: asking for each cell, and unpacking and packing
  /// its style, cost some 35 instructions a cell.
  public mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
    guard let (x0, x1, y0, y1) = writableSpan(of: rect) else { return }
    let styleBits: UInt64 = 0xFFFF << 32
    var lastStyle = UInt64.max
    var lastRestyled: UInt64 = 0
    let width = size.width
    cells.withUnsafeMutableBufferPointer { cells in
      for y in y0..<y1 {
        let base = y * width
        for index in base + x0..<base + x1 {
          let bits = cells[index].bits
          if bits & styleBits != lastStyle {
            lastStyle = bits & styleBits
            lastRestyled = Cell(code: 0, style: transform(cells[index].style)).bits & styleBits
          }
          cells[index].bits = bits & ~styleBits | lastRestyled
        }
      }
    }
  }

  /// Adds `extra` to the attributes of a rectangle's cells and gives them `role`, keeping their
  /// characters: a selection's reverse video, drawn over a row at every key.
  ///
  /// The style bits are set in place: making a `Style` of each cell and back cost about
  /// twenty-five instructions a cell.
  mutating func restyle(_ rect: Rect, adding extra: Style.Attributes, role: Style.Role) {
    guard let (x0, x1, y0, y1) = writableSpan(of: rect) else { return }
    let width = size.width
    let added = UInt64(extra.rawValue) << 32 | UInt64(role.rawValue) << 40
    let kept = ~(UInt64(0xFF) << 40)
    cells.withUnsafeMutableBufferPointer { cells in
      for y in y0..<y1 {
        for index in y * width + x0..<y * width + x1 {
          cells[index].bits = cells[index].bits & kept | added
        }
      }
    }
  }

  /// Writes text from `x`, `y`, at most `maxWidth` cells (to the canvas edge when nil).
  ///
  /// Unsafe characters are written as `�`; a wide character that would straddle the limit is
  /// replaced by a space. Returns the number of cells written.
  @discardableResult
  public mutating func draw(
    _ text: some StringProtocol, x: Int, y: Int, maxWidth: Int? = nil, style: Style = .plain
  ) -> Int {
    let area = writable
    guard y >= area.y0, y < area.y1 else { return 0 }
    let limit = min(area.x1, maxWidth.map { x + max(0, $0) } ?? area.x1)
    let left = area.x0
    if x > left && x < area.x1 { repairWideCharacter(atLeftEdge: x, y: y) }
    let fast = text.utf8.withContiguousStorageIfAvailable { bytes in
      drawPrintableASCII(bytes, x: x, y: y, limit: limit, left: left, style: style)
    }
    let column =
      (fast ?? nil)
      ?? drawCharacters(text, x: x, y: y, limit: limit, left: left, style: style)
    let base = y * size.width
    if column < size.width && column > 0 && cells[base + column].isContinuation {
      cells[base + column] = Cell(code: 0x20, style: cells[base + column].style)
    }
    return max(0, column - x)
  }

  /// Writes text that is printable ASCII where it is drawn, a byte a cell; returns the column
  /// after it, or nil (having written nothing) when the text needs the grapheme path.
  ///
  /// Titles, labels and key names are nearly always plain ASCII; for them, stepping through
  /// `Character`s, sanitising and measuring each was most of the cost of a frame. The byte
  /// after the last drawn one is checked too: a combining mark there would join the last
  /// character, and `\r\n` is one character.
  private mutating func drawPrintableASCII(
    _ bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, limit: Int, left: Int, style: Style
  ) -> Int? {
    let drawn = min(bytes.count, max(0, limit - x))
    let checked = min(bytes.count, drawn + 1)
    for index in 0..<checked where bytes[index] < 0x20 || bytes[index] >= 0x7F { return nil }
    let base = y * size.width
    var index = max(0, left - x)
    while index < drawn {
      cells[base + x + index] = Cell(code: UInt32(bytes[index]), style: style)
      index += 1
    }
    return x + drawn
  }

  /// Writes text character by character: sanitised, measured, wide ones in two cells.
  private mutating func drawCharacters(
    _ text: some StringProtocol, x: Int, y: Int, limit: Int, left: Int, style: Style
  ) -> Int {
    var column = x
    let base = y * size.width
    for raw in text {
      if column >= limit { break }
      let character = Sanitizer.safe(raw)
      let width = character.cellWidth
      if width == 0 { continue }
      if column + width > limit {
        if column >= left { cells[base + column] = Cell(code: 0x20, style: style) }
        column += 1
        break
      }
      if column >= left {
        cells[base + column] = Cell(character, style: style)
        if width == 2 {
          cells[base + column + 1] = Cell(code: 0x20, style: style, isContinuation: true)
        }
      }
      column += width
    }
    return column
  }

  /// The cells of `rect`, row by row; `rect` lies inside the canvas.
  func cells(in rect: Rect) -> [Cell] {
    let count = max(0, rect.width) * max(0, rect.height)
    let width = size.width
    precondition(
      count == 0 || (rect.x >= 0 && rect.y >= 0 && rect.maxX <= width && rect.maxY <= size.height),
      "cells(in:) outside the canvas")
    // One line, a row a list draws, is made from a buffer: `init(unsafeUninitializedCapacity:)`
    // is not specialized and looks the array's storage type up at run time, a thousand
    // instructions a call, twice for every row. Several lines are copied one by one into it
    // all the same: copied at once, a large block is moved a byte an instruction.
    if rect.height == 1 && count > 0 {
      return cells.withUnsafeBufferPointer { cells in
        let start = rect.y * width + rect.x
        return Array(UnsafeBufferPointer(rebasing: cells[start..<start + count]))
      }
    }
    // Row by row as plain memory: appending slices cost four instructions a cell.
    return [Cell](unsafeUninitializedCapacity: count) { result, initialized in
      cells.withUnsafeBufferPointer { cells in
        guard let source = cells.baseAddress, let target = result.baseAddress, count > 0 else {
          return
        }
        Self.copyLines(
          0..<rect.height, width: rect.width, from: source + rect.y * width + rect.x,
          stride: width, to: target, stride: rect.width)
      }
      initialized = count
    }
  }

  /// Copies `lines` of a rectangle `width` cells wide from one row-by-row layout to another:
  /// line `l` starts at `source + l * sourceStride` and goes to `target + l * targetStride`.
  ///
  /// Every copy of a rectangle's rows, into a canvas or out of it, is this loop. A cell is
  /// trivial, so the target may hold cells already or none yet.
  private static func copyLines(
    _ lines: Range<Int>, width: Int, from source: UnsafePointer<Cell>, stride sourceStride: Int,
    to target: UnsafeMutablePointer<Cell>, stride targetStride: Int
  ) {
    for line in lines {
      (target + line * targetStride).initialize(from: source + line * sourceStride, count: width)
    }
  }

  /// Whether every cell of `rect`, which lies inside the canvas, is `cell`, and `rect` has
  /// `count` cells.
  func holds(_ cell: Cell, repeated count: Int, in rect: Rect) -> Bool {
    guard count == rect.width * rect.height else { return false }
    let bits = cell.bits
    let width = size.width
    // Read as plain memory: the array's checked subscript cost several times the compare.
    return cells.withUnsafeBufferPointer { cells in
      for row in rect.y..<rect.maxY {
        let start = row * width + rect.x
        for index in start..<start + rect.width where cells[index].bits != bits { return false }
      }
      return true
    }
  }

  /// Whether `rect`, which lies inside the canvas, holds exactly `expected`, row by row.
  func holds(_ expected: [Cell], in rect: Rect) -> Bool {
    holds(expected, in: rect, lines: 0..<max(0, rect.height))
  }

  /// Whether lines `lines` of `rect`, which lies inside the canvas, hold those of `expected`,
  /// which has `rect`'s cells row by row.
  func holds(_ expected: [Cell], in rect: Rect, lines: Range<Int>) -> Bool {
    guard Self.holds(expected.count, cellsOf: rect, lines: lines) else { return false }
    let rowBytes = rect.width * MemoryLayout<Cell>.stride
    return cells.withUnsafeBytes { cells in
      expected.withUnsafeBytes { expected in
        guard let cells = cells.baseAddress, let expected = expected.baseAddress else {
          return rowBytes == 0 || lines.isEmpty
        }
        for row in lines {
          let start = ((rect.y + row) * size.width + rect.x) * MemoryLayout<Cell>.stride
          if memcmp(cells + start, expected + row * rowBytes, rowBytes) != 0 { return false }
        }
        return true
      }
    }
  }

  /// Puts `kept`, row by row, into `rect`, which lies inside the canvas.
  mutating func put(_ kept: [Cell], in rect: Rect) {
    put(kept, in: rect, lines: 0..<max(0, rect.height))
  }

  /// Copies columns `span` of row `y` from `other`, a canvas of the same size.
  ///
  /// A terminal keeps what it shows this way, row by row as it writes it, in storage of its
  /// own: holding the frame it was handed instead would make the next frame's first write
  /// copy every cell.
  public mutating func copy(columns span: Range<Int>, ofRow y: Int, from other: Canvas) {
    guard other.size == size, y >= 0, y < size.height, span.lowerBound >= 0,
      span.upperBound <= size.width, !span.isEmpty
    else { return }
    let start = y * size.width + span.lowerBound
    cells.withUnsafeMutableBufferPointer { target in
      other.cells.withUnsafeBufferPointer { source in
        guard let target = target.baseAddress, let source = source.baseAddress else { return }
        Self.copyLines(
          0..<1, width: span.count, from: source + start, stride: 0, to: target + start,
          stride: 0)
      }
    }
  }

  /// Copies every row from `other`, a canvas of the same size; nothing when the sizes differ.
  ///
  /// For a terminal that keeps each frame whole: one pass over the rows, where copying them
  /// one call at a time checked and opened both canvases for every row.
  public mutating func copy(from other: Canvas) {
    guard other.size == size, size.width > 0 else { return }
    let width = size.width
    let height = size.height
    cells.withUnsafeMutableBufferPointer { target in
      other.cells.withUnsafeBufferPointer { source in
        guard let target = target.baseAddress, let source = source.baseAddress else { return }
        Self.copyLines(
          0..<height, width: width, from: source, stride: width, to: target, stride: width)
      }
    }
  }

  /// The same canvas in storage shared with no other.
  public func withOwnStorage() -> Canvas {
    var copy = self
    copy.cells = cells.withUnsafeBufferPointer { Array($0) }
    return copy
  }

  /// Puts lines `lines` of `kept`, which holds `rect`'s cells row by row, back into `rect`,
  /// which lies inside the canvas.
  mutating func put(_ kept: [Cell], in rect: Rect, lines: Range<Int>) {
    guard Self.holds(kept.count, cellsOf: rect, lines: lines) else { return }
    let width = size.width
    cells.withUnsafeMutableBufferPointer { cells in
      kept.withUnsafeBufferPointer { kept in
        guard let target = cells.baseAddress, let source = kept.baseAddress else { return }
        Self.copyLines(
          lines, width: rect.width, from: source, stride: rect.width,
          to: target + rect.y * width + rect.x, stride: width)
      }
    }
  }

  /// Whether `count` kept cells are `rect`'s, row by row, and `lines` are lines of it.
  private static func holds(_ count: Int, cellsOf rect: Rect, lines: Range<Int>) -> Bool {
    count == rect.width * rect.height && lines.lowerBound >= 0 && lines.upperBound <= rect.height
  }

  /// Copies lines `lines` of `rect`, which lies inside the canvas, into `kept`, which holds
  /// `rect`'s cells row by row.
  func copy(lines: Range<Int>, of rect: Rect, into kept: inout [Cell]) {
    guard Self.holds(kept.count, cellsOf: rect, lines: lines) else { return }
    let width = size.width
    cells.withUnsafeBufferPointer { cells in
      kept.withUnsafeMutableBufferPointer { kept in
        guard let source = cells.baseAddress, let target = kept.baseAddress else { return }
        Self.copyLines(
          lines, width: rect.width, from: source + rect.y * width + rect.x, stride: width,
          to: target, stride: rect.width)
      }
    }
  }

  /// Puts into each line of `rect` the line of `kept` that `sources` names, or where it names
  /// none the same line of `otherwise`; both hold `rect`'s cells row by row, and `rect` lies
  /// inside the canvas.
  mutating func put(lines sources: [Int?], of kept: [Cell], else otherwise: [Cell], in rect: Rect) {
    let count = rect.width * rect.height
    guard kept.count == count, otherwise.count == count, sources.count == rect.height,
      sources.allSatisfy({ ($0 ?? 0) >= 0 && ($0 ?? 0) < rect.height })
    else { return }
    let width = size.width
    cells.withUnsafeMutableBufferPointer { cells in
      kept.withUnsafeBufferPointer { kept in
        otherwise.withUnsafeBufferPointer { otherwise in
          guard let target = cells.baseAddress, let kept = kept.baseAddress,
            let otherwise = otherwise.baseAddress
          else { return }
          for (line, source) in sources.enumerated() {
            let from = source.map { kept + $0 * rect.width } ?? otherwise + line * rect.width
            Self.copyLines(
              0..<1, width: rect.width, from: from, stride: 0,
              to: target + (rect.y + line) * width + rect.x, stride: 0)
          }
        }
      }
    }
  }

  /// The text of one row, wide characters once, trailing spaces kept.
  public func text(ofRow y: Int) -> String {
    guard y >= 0, y < size.height else { return "" }
    var out = ""
    out.reserveCapacity(size.width)
    let base = y * size.width
    for x in 0..<size.width where !cells[base + x].isContinuation {
      let cell = cells[base + x]
      if let scalar = cell.singleScalar {
        out.unicodeScalars.append(scalar)
      } else {
        out.append(cell.character)
      }
    }
    return out
  }

  /// Every row's text, joined by newlines, trailing spaces of each row removed.
  public var text: String {
    (0..<size.height).map { text(ofRow: $0).trimmingTrailingSpaces() }.joined(separator: "\n")
  }

  /// When a write starts on the right half of a wide character, its left half becomes a space.
  private mutating func repairWideCharacter(atLeftEdge x: Int, y: Int) {
    guard x > 0, x < size.width else { return }
    let base = y * size.width
    if cells[base + x].isContinuation || cells[base + x - 1].characterWidth == 2 {
      if cells[base + x - 1].characterWidth == 2 && !cells[base + x - 1].isContinuation {
        cells[base + x - 1] = Cell(code: 0x20, style: cells[base + x - 1].style)
      }
    }
  }
}

extension String {
  /// The string without the spaces at its end.
  public func trimmingTrailingSpaces() -> String {
    var end = endIndex
    while end > startIndex {
      let before = index(before: end)
      if self[before] != " " { break }
      end = before
    }
    return String(self[startIndex..<end])
  }
}

extension Canvas {
  /// The styles of the cells in `rect` (inside the canvas), row by row.
  func styles(in rect: Rect) -> [Style] {
    var result: [Style] = []
    let x0 = max(0, rect.x)
    let x1 = min(size.width, rect.maxX)
    let y0 = max(0, rect.y)
    let y1 = min(size.height, rect.maxY)
    guard x0 < x1, y0 < y1 else { return [] }
    result.reserveCapacity((x1 - x0) * (y1 - y0))
    for y in y0..<y1 {
      for x in x0..<x1 { result.append(cells[y * size.width + x].style) }
    }
    return result
  }

  /// Lays `under` (styles taken by `styles(in:)` for the same `rect`) beneath what was drawn
  /// since.
  ///
  /// Each cell keeps its character and gains the attributes under it, and a cell drawn in the
  /// plain role takes the role under it: text over a background shows the background, as in
  /// SwiftUI.
  mutating func underlay(_ under: [Style], in rect: Rect) {
    let x0 = max(0, rect.x)
    let x1 = min(size.width, rect.maxX)
    let y0 = max(0, rect.y)
    let y1 = min(size.height, rect.maxY)
    guard x0 < x1, y0 < y1, under.count == (x1 - x0) * (y1 - y0) else { return }
    let area = clip ?? bounds
    var index = 0
    for y in y0..<y1 {
      for x in x0..<x1 {
        defer { index += 1 }
        guard area.contains(Point(x: x, y: y)) else { continue }
        let below = under[index]
        let cell = y * size.width + x
        let above = cells[cell].style
        cells[cell].style = Style(
          above.attributes.union(below.attributes),
          role: above.role == .plain ? below.role : above.role)
      }
    }
  }
}
