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
      if !full { previous?.copy(columns: span, ofRow: y, from: canvas) }
    }
    placeCursor(canvas.cursor, within: Size(width: width, height: height))
    wnoutrefresh(window)
    doupdate()
    // What is shown is kept in storage of its own, updated by the rows written: the app's
    // next frame is then the only holder of its cells, and its first write copies nothing.
    if full {
      previous = canvas.withOwnStorage()
    } else {
      previous?.cursor = canvas.cursor
    }
    needsFullRepaint = false
  }

  /// The cells of row `y` that differ from the previous frame, or nil when none do.
  private func changedSpan(ofRow y: Int, in canvas: Canvas, width: Int) -> Range<Int>? {
    guard let previous else { return 0..<width }
    return canvas.changedColumns(ofRow: y, from: previous, width: width)
  }

  /// Writes the cells of `span` in row `y`, each wide character once.
  ///
  /// The row's characters go to ncurses in one `wadd_wchnstr`, which copies them into the
  /// window as they are; a `wadd_wch` per cell cost more than the rest of the frame.
  private func write(row y: Int, span: Range<Int>, of canvas: Canvas, width: Int) {
    let encoder = self.encoder
    let rowWidth = canvas.size.width
    canvas.cells.withUnsafeBufferPointer { cells in
      let row = UnsafeBufferPointer(rebasing: cells[(y * rowWidth)..<((y + 1) * rowWidth)])
      // One character per cell at most: a wide one takes two, its padding blank the second.
      withUnsafeTemporaryAllocation(of: cchar_t.self, capacity: span.count) { buffer in
        var count = 0
        var x = span.lowerBound
        while x < span.upperBound {
          let cell = row[x]
          if cell.isContinuation {
            encoder.blank(like: cell, into: &buffer[count])
            count += 1
            x += 1
            continue
          }
          let wide = x + 1 < rowWidth && row[x + 1].isContinuation
          if wide && x + 1 >= width {
            encoder.blank(like: cell, into: &buffer[count])
            count += 1
            break
          }
          let pad = encoder.encode(cell, width: wide ? 2 : 1, into: &buffer[count])
          count += 1
          if pad {
            encoder.blank(like: cell, into: &buffer[count])
            count += 1
          }
          x += wide ? 2 : 1
        }
        let window = cnc_stdscr()
        wmove(window, Int32(y), Int32(span.lowerBound))
        if let start = buffer.baseAddress {
          wadd_wchnstr(window, start, Int32(count))
        }
      }
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
