/// Widths in terminal cells.
///
/// A grapheme takes the width of its first scalar: two for East Asian wide and fullwidth
/// characters and for emoji shown as pictures, zero for a lone combining mark, one otherwise.
/// Characters that must never reach the terminal raw are sanitised first (see `Sanitizer`), so
/// a control character here counts as the one cell its replacement takes.
extension Character {
  /// The number of terminal cells the character takes: 0, 1 or 2.
  public var cellWidth: Int {
    let scalars = unicodeScalars
    guard let first = scalars.first else { return 0 }
    let value = first.value
    if value < 0x300 { return 1 }  // ASCII and Latin: the common case, no table look-up
    // VS16 asks for emoji presentation, which terminals draw two cells wide — but only for a
    // base that has an emoji form; a plain letter followed by it stays one cell.
    if scalars.count > 1 && first.properties.isEmoji
      && scalars.contains(where: { $0.value == 0xFE0F })
    {
      return 2
    }
    if isWideCodePoint(value) { return 2 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: return 0
    case .format where value == 0x200B || value == 0x200C || value == 0x200D || value == 0x2060:
      return 0
    default: return 1
    }
  }
}

extension StringProtocol {
  /// The number of terminal cells this text takes.
  public var cellWidth: Int {
    var total = 0
    if isASCII { return utf8.count }
    for character in self { total += character.cellWidth }
    return total
  }
}
