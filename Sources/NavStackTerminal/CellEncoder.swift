import CNcurses
import NavStack

/// Turns canvas cells into ncurses characters that take exactly the cells the canvas gave them.
///
/// The canvas measures widths with its own table; ncurses and the terminal use the C library's
/// `wcwidth`. Where the two disagree, the row would shift, so the encoder keeps the canvas's
/// layout: a character the C library counts narrower is followed by a blank, one it counts
/// wider or cannot print becomes `�`. Combining marks travel with their base character.
struct CellEncoder {
  let styles: StyleTable
  private let replacement: wchar_t
  private let maxCombining = Int(cnc_ccharw_max()) - 1

  init(styles: StyleTable) {
    self.styles = styles
    replacement = cnc_wcwidth(0xFFFD) == 1 ? 0xFFFD : wchar_t(UInt8(ascii: "?"))
  }

  /// Encodes `cell`, laid out `width` cells wide; true when a blank must follow it.
  func encode(_ cell: Cell, width: Int, into out: inout cchar_t) -> Bool {
    let look = styles.look(of: cell.style)
    if let scalar = cell.singleScalar, scalar.value >= 0x20 && scalar.value < 0x7F {
      set(&out, wchar_t(scalar.value), look)
      return width == 2
    }
    let scalars = cell.character.unicodeScalars
    guard let first = scalars.first else {
      set(&out, replacement, look)
      return width == 2
    }
    let value = first.value
    let base = wchar_t(bitPattern: value)
    let measured = Int(cnc_wcwidth(base))
    guard measured >= 1, measured <= width else {
      set(&out, replacement, look)
      return width == 2
    }
    var characters: [wchar_t] = [base]
    for scalar in scalars.dropFirst() {
      let mark = wchar_t(bitPattern: scalar.value)
      if characters.count > maxCombining || scalar.value == 0x200D || cnc_wcwidth(mark) != 0 {
        break
      }
      characters.append(mark)
    }
    if cnc_setcchar(&out, characters, Int32(characters.count), look.attributes, look.pair) != OK {
      set(&out, base, look)
    }
    return measured < width
  }

  /// A blank cell of the same look, to pad after a character counted narrower.
  func blank(like cell: Cell, into out: inout cchar_t) {
    set(&out, wchar_t(UInt8(ascii: " ")), styles.look(of: cell.style))
  }

  private func set(
    _ out: inout cchar_t, _ character: wchar_t, _ look: (attributes: attr_t, pair: Int16)
  ) {
    var single = character
    _ = cnc_setcchar(&out, &single, 1, look.attributes, look.pair)
  }
}
