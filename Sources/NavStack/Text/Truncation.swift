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

  /// The text cut to at most `width` cells where `mode` says: at its end, its start or its
  /// middle, the cut shown by `…`.
  func truncated(toWidth width: Int, mode: Text.TruncationMode) -> String {
    guard mode != .tail, width > 1, cellWidth > width else { return truncated(toWidth: width) }
    let characters = Array(self)
    // The cells left beside the `…`, taken from the end (head) or from both ends (middle).
    let room = width - 1
    var fromEnd = mode == .head ? room : room / 2
    var fromStart = room - fromEnd
    var head = ""
    for character in characters {
      let w = character.cellWidth
      if w > fromStart { break }
      head.append(character)
      fromStart -= w
    }
    fromEnd += fromStart
    var tail: [Character] = []
    for character in characters.reversed() {
      let w = character.cellWidth
      if w > fromEnd { break }
      tail.append(character)
      fromEnd -= w
    }
    return head + "…" + String(tail.reversed())
  }

  /// The text cut to `width` cells and padded with spaces to exactly that width.
  public func padded(toWidth width: Int) -> String {
    let cut = truncated(toWidth: width)
    let pad = width - cut.cellWidth
    return pad > 0 ? cut + String(repeating: " ", count: pad) : cut
  }
}
