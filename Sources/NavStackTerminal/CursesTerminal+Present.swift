import CNcurses
import NavStack

extension CursesTerminal {
  /// Shows one frame, writing only the cells that changed since the last one.
  ///
  /// Rows are compared with the previous canvas; each changed row is rewritten from its first
  /// to its last changed cell, widened so that a wide character is never split. ncurses then
  /// diffs again against the screen and `doupdate` sends the least it can. The screen is only
  /// cleared after a resize or a suspension, never per frame.
  public func present(_ canvas: Canvas) {
    guard isOpen else { return }
    let window = cnc_stdscr()
    let screenSize = size
    let full = needsFullRepaint || previous?.size != canvas.size
    if full { werase(window) }
    let width = min(canvas.size.width, screenSize.width)
    let height = min(canvas.size.height, screenSize.height)
    for y in 0..<height {
      guard let span = full ? 0..<width : changedSpan(ofRow: y, in: canvas, width: width) else {
        continue
      }
      write(row: y, span: span, of: canvas, width: width)
    }
    placeCursor(canvas.cursor, within: Size(width: width, height: height))
    wnoutrefresh(window)
    doupdate()
    previous = canvas
    needsFullRepaint = false
  }

  /// The cells of row `y` that differ from the previous frame, or nil when none do.
  private func changedSpan(ofRow y: Int, in canvas: Canvas, width: Int) -> Range<Int>? {
    guard let previous else { return 0..<width }
    return canvas.changedColumns(ofRow: y, from: previous, width: width)
  }

  /// Writes the cells of `span` in row `y`, each wide character once.
  private func write(row y: Int, span: Range<Int>, of canvas: Canvas, width: Int) {
    let window = cnc_stdscr()
    let base = y * canvas.size.width
    var character = cchar_t()
    wmove(window, Int32(y), Int32(span.lowerBound))
    var x = span.lowerBound
    while x < span.upperBound {
      let cell = canvas.cells[base + x]
      if cell.isContinuation {
        encoder.blank(like: cell, into: &character)
        wadd_wch(window, &character)
        x += 1
        continue
      }
      let wide = x + 1 < canvas.size.width && canvas.cells[base + x + 1].isContinuation
      if wide && x + 1 >= width {
        encoder.blank(like: cell, into: &character)
        wadd_wch(window, &character)
        break
      }
      let pad = encoder.encode(cell, width: wide ? 2 : 1, into: &character)
      wadd_wch(window, &character)
      if pad {
        encoder.blank(like: cell, into: &character)
        wadd_wch(window, &character)
      }
      x += wide ? 2 : 1
    }
  }

  /// Shows the cursor on the focused field, or hides it.
  private func placeCursor(_ cursor: Point?, within bounds: Size) {
    let window = cnc_stdscr()
    let inside = cursor.map { Rect(origin: .init(x: 0, y: 0), size: bounds).contains($0) } ?? false
    if inside != cursorShown {
      curs_set(inside ? 1 : 0)
      cursorShown = inside
    }
    leaveok(window, !inside)
    if let cursor, inside {
      wmove(window, Int32(cursor.y), Int32(cursor.x))
    }
  }
}
