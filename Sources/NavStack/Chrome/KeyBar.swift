/// The last row: the keys of the moment, or a status message.
public enum KeyBar {
  /// One entry: the key's short label and what it does (`Enter`, `Open`).
  public struct Entry: Hashable, Sendable {
    public var key: String
    public var title: String
    public init(key: String, title: String) {
      self.key = key
      self.title = title
    }
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
    for entry in entries {
      let width = entry.key.cellWidth + 1 + entry.title.cellWidth
      guard x + width <= row.maxX else { break }
      x += canvas.draw(entry.key, x: x, y: row.y, style: Style(.bold, role: .keyBar))
      x += canvas.draw(" " + entry.title, x: x, y: row.y, style: .keyBar)
      x += 2
    }
  }
}
