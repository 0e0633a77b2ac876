import NavStack

/// Turns canvases into the ANSI text a terminal (or an asciicast player) draws them from.
///
/// Casts (`--cast`) hold what a terminal would have been sent, so they play anywhere without
/// ncurses. The first frame, and any frame of a new size, clears the screen and writes every
/// row; later frames rewrite only the rows that changed, found as the terminal backend finds
/// them (`Canvas.changedColumns`). Each row is written from its first column with the SGR of
/// each run of cells (reverse, bold, dim, underline, and the role's colours unless colour is
/// off), then reset, so no style leaks into the next row.
///
/// Nothing from the canvas reaches the output raw: every character is checked again with
/// `Sanitizer`, and a cell whose character would not take its cells exactly (a lone
/// combining mark, a wide character without its second half) is written as one that does, so
/// the only escapes in the output are the encoder's own and every row is as wide as the canvas.
public struct AnsiFrameEncoder: Sendable {
  /// Whether roles get colours; without it only the attributes are sent (`NO_COLOR`).
  public var color: Bool
  /// The frame last encoded; the next one is written as a change from it.
  public private(set) var previous: Canvas?

  /// An encoder that writes colours when `color` is true, attributes only otherwise.
  public init(color: Bool = true) {
    self.color = color
  }

  /// The text for `canvas`, as a change from the last frame encoded.
  public mutating func encode(_ canvas: Canvas) -> String {
    defer { previous = canvas }
    return Self.encode(canvas, after: previous, color: color)
  }

  /// Forgets the last frame, so the next one clears the screen and is written whole.
  public mutating func reset() {
    previous = nil
  }

  /// The text that turns a screen showing `previous` (nothing, when nil) into `canvas`.
  public static func encode(_ canvas: Canvas, after previous: Canvas?, color: Bool) -> String {
    let width = canvas.size.width
    var out = ""
    let whole = previous?.size != canvas.size
    if whole { out += "\u{1B}[0m\u{1B}[H\u{1B}[2J" }
    for y in 0..<canvas.size.height {
      // The terminal backend's comparison: a row is written again when a cell's bits changed.
      if !whole, let previous, canvas.changedColumns(ofRow: y, from: previous, width: width) == nil
      {
        continue
      }
      let start = y * width
      let row = canvas.cells[start..<(start + width)]
      out += "\u{1B}[\(y + 1);1H"
      write(row: row, into: &out, color: color)
    }
    if whole || previous?.cursor != canvas.cursor {
      out += cursorText(canvas.cursor, within: canvas.size)
    }
    return out
  }

  /// The row's cells with a style change before each run, then a reset.
  private static func write(row: ArraySlice<Cell>, into out: inout String, color: Bool) {
    var current: Style?
    var index = row.startIndex
    while index < row.endIndex {
      let cell = row[index]
      if cell.style != current {
        out += sgr(cell.style, color: color)
        current = cell.style
      }
      let hasSecondHalf = index + 1 < row.endIndex && row[index + 1].isContinuation
      let shown = shownCharacter(cell, hasSecondHalf: hasSecondHalf)
      out.append(shown)
      index += shown.cellWidth == 2 ? 2 : 1
    }
    out += "\u{1B}[0m"
  }

  /// What a cell is written as: its character when that takes exactly the cells the canvas
  /// gave it, a space for an orphaned second half, `�` for anything else.
  private static func shownCharacter(_ cell: Cell, hasSecondHalf: Bool) -> Character {
    if cell.isContinuation { return " " }
    let character = Sanitizer.safe(cell.character)
    switch character.cellWidth {
    case 1: return character
    case 2: return hasSecondHalf ? character : Sanitizer.replacement
    default: return Sanitizer.replacement
    }
  }

  /// Shows the cursor at its place, or hides it when there is none on screen.
  private static func cursorText(_ cursor: Point?, within size: Size) -> String {
    guard let cursor, cursor.x >= 0, cursor.y >= 0, cursor.x < size.width,
      cursor.y < size.height
    else { return "\u{1B}[?25l" }
    return "\u{1B}[\(cursor.y + 1);\(cursor.x + 1)H\u{1B}[?25h"
  }

  /// The SGR sequence that sets exactly this style, starting from a reset.
  static func sgr(_ style: Style, color: Bool) -> String {
    var codes = ["0"]
    var attributes = style.attributes
    let colours = color ? Theme.rich(style.role) : nil
    if let colours, colours.replacesReverse { attributes.remove(.reverse) }
    if let colours { attributes.formUnion(colours.extra) }
    if attributes.contains(.bold) { codes.append("1") }
    if attributes.contains(.dim) { codes.append("2") }
    if attributes.contains(.underline) { codes.append("4") }
    if attributes.contains(.reverse) { codes.append("7") }
    if let colours {
      if colours.foreground >= 0 { codes.append("38;5;\(colours.foreground)") }
      if colours.background >= 0 { codes.append("48;5;\(colours.background)") }
    }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
