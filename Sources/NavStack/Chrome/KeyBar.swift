/// The last row: the keys of the moment, or a status message.
public enum KeyBar {
  /// One entry: the key's short label and what it does (`Enter`, `Open`).
  public struct Entry: Hashable, Sendable {
    public var key: String
    public var title: String
    /// Kept when space is short (Back, Help, Quit); the others give way, last first.
    public var isEssential: Bool
    public init(key: String, title: String, isEssential: Bool = false) {
      self.key = key
      self.title = title
      self.isEssential = isEssential
    }

    var width: Int { key.cellWidth + 1 + title.cellWidth }
  }

  /// The entries that fit in `width`, two spaces apart: optional ones give way, last first.
  public static func fitting(_ entries: [Entry], width: Int) -> [Entry] {
    var kept = entries
    var widths = entries.map { $0.width }
    var total = widths.reduce(0, +) + 2 * max(0, kept.count - 1)
    while total > width, let last = kept.lastIndex(where: { !$0.isEssential }) {
      kept.remove(at: last)
      total -= widths.remove(at: last) + (kept.isEmpty ? 0 : 2)
    }
    return kept
  }

  /// Draws the entries, two spaces apart, dropping those that do not fit whole.
  public static func draw(
    _ entries: [Entry], status: String?, in canvas: inout Canvas, row: Rect
  ) {
    canvas.fill(row, style: .keyBar)
    if let status {
      canvas.draw(status, x: row.x, y: row.y, maxWidth: row.width, style: .error)
      return
    }
    var x = row.x
    for entry in fitting(entries, width: row.width) {
      let width = entry.key.cellWidth + 1 + entry.title.cellWidth
      guard x + width <= row.maxX else { break }
      x += canvas.draw(entry.key, x: x, y: row.y, style: Style(.bold, role: .keyBar))
      x += canvas.draw(" " + entry.title, x: x, y: row.y, style: .keyBar)
      x += 2
    }
  }
}
