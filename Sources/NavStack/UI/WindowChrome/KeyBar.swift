/// The last row: the keys of the moment, or a status message.
public enum KeyBar {
  /// One entry: the key's short label and what it does (`Enter`, `Open`).
  public struct Entry: Hashable, Sendable {
    /// The key as shown: `Enter`, `^S`, `q`.
    public var key: String
    /// What the key does: `Open`, `Save`, `Quit`.
    public var title: String
    /// Kept when space is short (Back, Help, Quit); the others give way, last first.
    public var isEssential: Bool
    /// An entry showing `key` and `title`; essential entries are kept when space is short.
    public init(key: String, title: String, isEssential: Bool = false) {
      self.key = key
      self.title = title
      self.isEssential = isEssential
    }

    var width: Int { key.cellWidth + 1 + title.cellWidth }
  }

  /// The indices of the entries that fit in `width`, in order.
  static func fittingIndices(_ entries: [Entry], width: Int) -> [Int] {
    var kept = Array(entries.indices)
    var widths = entries.map { $0.width }
    var total = widths.reduce(0, +) + 2 * max(0, kept.count - 1)
    while total > width, let last = kept.lastIndex(where: { !entries[$0].isEssential }) {
      kept.remove(at: last)
      total -= widths.remove(at: last) + (kept.isEmpty ? 0 : 2)
    }
    return kept
  }

  /// Draws the entries, two spaces apart, dropping those that do not fit whole; returns where
  /// each drawn entry is, by its index in `entries`, so a click can press it.
  @discardableResult
  public static func draw(
    _ entries: [Entry], status: String?, in canvas: inout Canvas, row: Rect
  ) -> [(rect: Rect, index: Int)] {
    canvas.fill(row, style: .keyBar)
    if let status {
      // A message too long for the row ends in `…`, so it does not read as complete.
      canvas.draw(
        status.truncated(toWidth: row.width), x: row.x, y: row.y, maxWidth: row.width,
        style: .error)
      return []
    }
    var x = row.x
    var hits: [(rect: Rect, index: Int)] = []
    for index in fittingIndices(entries, width: row.width) {
      let entry = entries[index]
      let width = entry.width
      guard x + width <= row.maxX else { break }
      hits.append((Rect(x: x, y: row.y, width: width, height: 1), index))
      x += canvas.draw(entry.key, x: x, y: row.y, style: Style(.bold, role: .keyBar))
      x += canvas.draw(" " + entry.title, x: x, y: row.y, style: .keyBar)
      x += 2
    }
    return hits
  }
}
