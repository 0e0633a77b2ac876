/// Fitting text into a number of cells.
extension StringProtocol {
  /// The text cut to at most `width` cells, ending in `…` when anything was cut.
  ///
  /// Cuts fall between graphemes, so a wide character is never split; when the last one does
  /// not fit beside the `…`, it goes, and the result may be one cell narrower than `width`.
  public func truncated(toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    if cellWidth <= width { return String(self) }
    var out = ""
    var used = 0
    for character in self {
      let w = character.cellWidth
      if used + w > width - 1 { break }
      out.append(character)
      used += w
    }
    return out + "…"
  }

  /// The text cut to `width` cells and padded with spaces to exactly that width.
  public func padded(toWidth width: Int) -> String {
    let cut = truncated(toWidth: width)
    let pad = width - cut.cellWidth
    return pad > 0 ? cut + String(repeating: " ", count: pad) : cut
  }
}
