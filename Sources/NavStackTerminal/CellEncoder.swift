import CNcurses
import NavStack

/// Turns canvas cells into ncurses characters that take exactly the cells the canvas gave them.
///
/// The canvas measures widths with its own table; ncurses and the terminal use the C library's
/// `wcwidth`. Where the two disagree, the row would shift, so the encoder keeps the canvas's
/// layout: a character the C library counts narrower is followed by a blank, one it counts
/// wider or cannot print becomes `�`. Combining marks travel with their base character.
///
/// A character without marks is its style's blank with the character put in: `setcchar`
/// runs once per style, not once per cell.
struct CellEncoder {
  let styles: StyleTable
  private let replacement: wchar_t
  private let maxCombining = Int(cnc_ccharw_max()) - 1
  /// A space in each style of `styles`, at the style's index.
  private let blanks: [cchar_t]

  init(styles: StyleTable) {
    self.styles = styles
    replacement = cnc_wcwidth(0xFFFD) == 1 ? 0xFFFD : wchar_t(UInt8(ascii: "?"))
    blanks = styles.entries.map { look in
      var blank = cchar_t()
      var space = wchar_t(UInt8(ascii: " "))
      _ = cnc_setcchar(&blank, &space, 1, look.attributes, look.pair)
      return blank
    }
  }

  /// Encodes `cell`, laid out `width` cells wide; true when a blank must follow it.
  @inline(__always)
  func encode(_ cell: Cell, width: Int, into out: inout cchar_t) -> Bool {
    let code = cell.code
    guard code >= 0x20 && code < 0x7F else { return encodeOther(cell, width: width, into: &out) }
    set(&out, wchar_t(code), styles.index(ofStyleOf: cell))
    return width == 2
  }

  /// Encodes a cell that is not printable ASCII.
  private func encodeOther(_ cell: Cell, width: Int, into out: inout cchar_t) -> Bool {
    let style = styles.index(ofStyleOf: cell)
    if let scalar = cell.singleScalar {
      return encode(scalar, marks: nil, style: style, width: width, into: &out)
    }
    let scalars = cell.character.unicodeScalars
    guard let first = scalars.first else {
      set(&out, replacement, style)
      return width == 2
    }
    return encode(first, marks: scalars.dropFirst(), style: style, width: width, into: &out)
  }

  /// Encodes a base character and the marks that follow it, if any, in the style at `style`
  /// in the style table.
  private func encode(
    _ first: Unicode.Scalar, marks: Substring.UnicodeScalarView?, style: Int, width: Int,
    into out: inout cchar_t
  ) -> Bool {
    let base = wchar_t(bitPattern: first.value)
    let measured = Int(cnc_wcwidth(base))
    guard measured >= 1, measured <= width else {
      set(&out, replacement, style)
      return width == 2
    }
    guard let marks, !marks.isEmpty else {
      set(&out, base, style)
      return measured < width
    }
    var characters: [wchar_t] = [base]
    for scalar in marks {
      let mark = wchar_t(bitPattern: scalar.value)
      if characters.count > maxCombining || scalar.value == 0x200D || cnc_wcwidth(mark) != 0 {
        break
      }
      characters.append(mark)
    }
    let look = styles.entries[style]
    if cnc_setcchar(&out, characters, Int32(characters.count), look.attributes, look.pair) != OK {
      set(&out, base, style)
    }
    return measured < width
  }

  /// A blank cell of the same look, to pad after a character counted narrower.
  func blank(like cell: Cell, into out: inout cchar_t) {
    out = blanks[styles.index(ofStyleOf: cell)]
  }

  /// `character` alone in the style at `style` in the style table: what `setcchar` makes of
  /// it, without calling it.
  @inline(__always)
  private func set(_ out: inout cchar_t, _ character: wchar_t, _ style: Int) {
    out = blanks[style]
    out.chars.0 = character
  }
}
